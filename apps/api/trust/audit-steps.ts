import { FLAG_CHECKS_DEFAULT, REVIEW_TARGETS_DEFAULT } from '@smms/shared';
import { ACTIONS, type Action } from '../src/lib/audit.js';
import { addMeter, addModem, addUser } from '../src/test/fixtures.js';
import { multipart } from '../src/test/multipart.js';
import { canary, type AuditWorld } from './audit-world.js';

/** One audited action driven through the API once, and the entries it must write, in order. */
export interface AuditStep {
  name: string;
  expect: Action[];
  /** What the step needs first, its own entries not counted. */
  setup?(): Promise<void>;
  run(): Promise<{ statusCode: number; body: string }>;
}

const DTR_HEADER =
  'DTR Number,Substation,District/Division,EDC/Organization,Capacity,Region,Status,Circle,Feeder';
const dtrLine = (dtr: string) =>
  `${dtr},Kamla Nagar 33/11 KV,Agra Urban I,DVVNL,100 KVA,Agra Zone,Active,Agra,Town Feeder 1`;

/**
 * Every action the issue names (sign-ins, OTP sends and checks, resets, creates, edits, activations,
 * approvals, status changes, imports, exports), each as a person would do it. Steps run in order: later
 * ones use what earlier ones made (state kept in `made`).
 */
export function auditSteps(w: AuditWorld): AuditStep[] {
  const { call, cookies: c } = w;
  const db = w.t.app.dbHandle.db;
  const made: Record<string, number> = {};
  const meterVersion = async (id: number) =>
    (await db.selectFrom('meters').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;
  const modemVersion = async (id: number) =>
    (await db.selectFrom('modems').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;
  const otpFor = async (phone: string) => {
    const code = (await w.t.outbox())
      .filter((m) => m.to === phone)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no OTP sent to ${phone}`);
    w.secrets.add(code);
    return code;
  };
  let resetToken = '';
  let throttled = { username: '', password: '' };
  let session = '';
  let resetUser = { username: '', phone: '' };
  const put = (who: keyof AuditWorld['cookies'], url: string, payload: object) =>
    call({ method: 'PUT', url, headers: { cookie: c[who] }, payload });
  const post = (who: keyof AuditWorld['cookies'], url: string, payload: object) =>
    call({ method: 'POST', url, headers: { cookie: c[who] }, payload });

  return [
    {
      name: 'sign-in',
      expect: [ACTIONS.login],
      run: async () => {
        await w.signIn('ae.audit', w.passwords.ae);
        return { statusCode: 200, body: '' };
      },
    },
    {
      name: 'failed sign-in',
      expect: [ACTIONS.loginFailed],
      run: () => {
        const password = canary('wrong');
        w.secrets.add(password);
        return call({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { username: 'ae.audit', password },
        });
      },
    },
    {
      name: 'sign-in slowed down',
      expect: [ACTIONS.loginThrottled],
      // Failures until an attempt is told to wait; the step is the next attempt, told to wait too.
      setup: async () => {
        const password = canary('throttled');
        w.secrets.add(password);
        throttled = { username: 'nobody.audit', password };
        for (let tries = 0; tries < 20; tries += 1) {
          const answer = await call({ method: 'POST', url: '/api/v1/auth/login', payload: throttled });
          if (answer.statusCode === 429) return;
        }
        throw new Error('20 failed sign-ins and still no wait');
      },
      run: () => call({ method: 'POST', url: '/api/v1/auth/login', payload: throttled }),
    },
    {
      name: 'sign-out',
      expect: [ACTIONS.logout],
      setup: async () => {
        session = (await w.signIn('bi.audit', w.passwords.bi)).cookie;
      },
      run: () => call({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: session } }),
    },
    {
      name: 'OTP send',
      expect: [ACTIONS.otpSent],
      run: async () => {
        const user = await addUser(db, { username: 'reset.audit', role: 'BI_ADMIN' });
        resetUser = { username: user.username, phone: user.phone };
        return call({ method: 'POST', url: '/api/v1/auth/otp', payload: { username: user.username } });
      },
    },
    {
      name: 'OTP check, wrong code',
      expect: [ACTIONS.otpFailed],
      run: async () => {
        const otp = await otpFor(resetUser.phone);
        const wrong = otp === '000000' ? '111111' : '000000';
        return call({
          method: 'POST',
          url: '/api/v1/auth/validate-otp',
          payload: { username: resetUser.username, otp: wrong },
        });
      },
    },
    {
      name: 'OTP check, right code',
      expect: [ACTIONS.otpVerified],
      run: async () => {
        const otp = await otpFor(resetUser.phone);
        const answer = await call({
          method: 'POST',
          url: '/api/v1/auth/validate-otp',
          payload: { username: resetUser.username, otp },
        });
        resetToken = (answer.json() as { resetToken: string }).resetToken;
        return answer;
      },
    },
    {
      name: 'password reset',
      expect: [ACTIONS.passwordReset],
      run: () => {
        const newPassword = canary('reset');
        w.secrets.add(newPassword);
        return call({
          method: 'POST',
          url: '/api/v1/auth/set-password',
          payload: { resetToken, newPassword },
        });
      },
    },
    {
      name: 'current password refused (turning two-step sign-in on)',
      expect: [ACTIONS.currentPasswordFailed],
      run: () => {
        const currentPassword = canary('reauth');
        w.secrets.add(currentPassword);
        return post('bi', '/api/v1/auth/two-step/confirm', { code: '000000', currentPassword });
      },
    },
    {
      name: "another admin's two-step sign-in reset by the super admin",
      expect: [ACTIONS.twoStepReset],
      setup: async () => {
        made.twoStep = (await addUser(db, { username: 'twostep.audit', role: 'AE_ADMIN' })).id;
        await db
          .insertInto('userTotp')
          .values({ userId: made.twoStep, secretEnc: 'sealed', enabledAt: new Date().toISOString() })
          .execute();
      },
      run: () => post('superadmin', `/api/v1/users/${made.twoStep}/two-step/reset`, { reason: 'Phone lost' }),
    },
    {
      name: 'officer created',
      expect: [ACTIONS.userCreated],
      run: async () => {
        const answer = await post('ae', '/api/v1/users', {
          firstName: 'Audit',
          lastName: 'Officer',
          phone: '9811122233',
          circle: 'Agra',
          division: 'Agra Urban I',
          subDivision: 'SD-1',
          section: 'Section A',
        });
        made.user = (answer.json() as { user: { id: number } }).user.id;
        return answer;
      },
    },
    {
      name: 'officer edited',
      expect: [ACTIONS.userUpdated],
      run: () => put('ae', `/api/v1/users/${made.user}`, { firstName: 'Edited' }),
    },
    {
      name: 'officer password changed',
      expect: [ACTIONS.passwordChanged],
      run: () => {
        const password = canary('changed');
        w.secrets.add(password);
        return put('ae', `/api/v1/users/${made.user}`, { password });
      },
    },
    {
      name: 'officer deactivated',
      expect: [ACTIONS.userDeactivated],
      run: () => put('ae', `/api/v1/users/${made.user}`, { isActive: false }),
    },
    {
      name: 'officer activated',
      expect: [ACTIONS.userActivated],
      run: () => put('ae', `/api/v1/users/${made.user}`, { isActive: true }),
    },
    {
      name: 'access granted',
      expect: [ACTIONS.accessGranted],
      run: () => post('ae', `/api/v1/users/${made.user}/access`, { view: 'Modems' }),
    },
    {
      name: 'officer deleted',
      expect: [ACTIONS.userDeleted],
      run: () => call({ method: 'DELETE', url: `/api/v1/users/${made.user}`, headers: { cookie: c.ae } }),
    },
    {
      name: 'meter installed (with a photo)',
      expect: [ACTIONS.meterInstalled],
      run: async () => {
        const form = multipart({ meterSno: 'AUD000001' }, [
          { field: 'photo1', name: 'a.png', type: 'image/png', bytes: w.png },
        ]);
        const answer = await call({
          method: 'POST',
          url: '/api/v1/meters',
          headers: { cookie: c.officer, ...form.headers },
          payload: form.payload,
        });
        made.meter = (answer.json() as { data: { id: number } }).data.id;
        return answer;
      },
    },
    {
      name: 'meter edited',
      expect: [ACTIONS.meterUpdated],
      run: async () =>
        put('ae', `/api/v1/meters/${made.meter}`, {
          version: await meterVersion(made.meter!),
          comments: 'ok',
        }),
    },
    {
      name: 'meter photo replaced',
      expect: [ACTIONS.meterUpdated],
      run: () => {
        const form = multipart({}, [{ field: 'file', name: 'b.png', type: 'image/png', bytes: w.png }]);
        return call({
          method: 'POST',
          url: `/api/v1/meters/${made.meter}/photos/2`,
          headers: { cookie: c.officer, ...form.headers },
          payload: form.payload,
        });
      },
    },
    {
      name: 'tech support status',
      expect: [ACTIONS.techSupportUpdated],
      run: () =>
        post('bi', '/api/v1/meters/bi-admin/update-tech-support', {
          meterId: made.meter,
          techSupportStatus: 'Approved',
          comments: 'Photos verified',
        }),
    },
    {
      name: 'meter rejected',
      expect: [ACTIONS.meterRejected],
      run: async () =>
        put('superadmin', `/api/v1/meters/${made.meter}/commission-status`, {
          commissionStatus: 'Rejected',
          rejectionCategory: 'technical',
          comment: 'Seal missing',
          version: await meterVersion(made.meter!),
        }),
    },
    {
      name: 'meter reopened',
      expect: [ACTIONS.meterReopened],
      run: async () =>
        put('ae', `/api/v1/meters/${made.meter}/commission-status`, {
          commissionStatus: 'Pending',
          version: await meterVersion(made.meter!),
          comment: 'Seal replaced on site',
        }),
    },
    {
      name: 'meter approved',
      expect: [ACTIONS.meterApproved],
      run: async () => {
        const meter = await addMeter(db, { fieldOfficerId: w.ids.officer, communicationStatus: 'LIVE' });
        return put('superadmin', `/api/v1/meters/${meter.id}/commission-status`, {
          commissionStatus: 'Approved',
          version: meter.version,
        });
      },
    },
    {
      name: 'meter decision undone by its maker',
      expect: [ACTIONS.meterRejected, ACTIONS.meterDecisionUndone],
      run: async () => {
        const meter = await addMeter(db, { fieldOfficerId: w.ids.officer, communicationStatus: 'LIVE' });
        await put('superadmin', `/api/v1/meters/${meter.id}/commission-status`, {
          commissionStatus: 'Rejected',
          rejectionCategory: 'technical',
          comment: 'Seal missing',
          version: meter.version,
        });
        return post('superadmin', `/api/v1/meters/${meter.id}/undo-decision`, {
          version: await meterVersion(meter.id),
        });
      },
    },
    {
      name: 'meter commissioned by the head-end',
      expect: [ACTIONS.meterCommissioned],
      run: async () => {
        const meter = await addMeter(db, { fieldOfficerId: w.ids.officer });
        return post('superadmin', '/api/v1/meters/communication', {
          reports: [{ meterSno: meter.meterSno, communicatedAt: '2026-06-02T10:00:00Z' }],
        });
      },
    },
    {
      name: 'meter photo removed',
      expect: [ACTIONS.meterUpdated],
      run: () =>
        call({
          method: 'DELETE',
          url: `/api/v1/meters/${made.meter}/photos/2`,
          headers: { cookie: c.ae },
        }),
    },
    {
      name: 'meters approved in bulk (two)',
      expect: [ACTIONS.meterApproved, ACTIONS.meterApproved],
      run: async () => {
        const items = [];
        for (let i = 0; i < 2; i += 1) {
          const meter = await addMeter(db, { fieldOfficerId: w.ids.officer, communicationStatus: 'LIVE' });
          items.push({ id: meter.id, version: meter.version });
        }
        return post('superadmin', '/api/v1/meters/commission-status/bulk', {
          commissionStatus: 'Approved',
          items,
        });
      },
    },
    {
      name: 'meter deleted',
      expect: [ACTIONS.meterDeleted],
      run: () =>
        call({ method: 'DELETE', url: `/api/v1/meters/${made.meter}`, headers: { cookie: c.superadmin } }),
    },
    {
      name: 'modem installed',
      expect: [ACTIONS.modemInstalled],
      run: () =>
        post('officer', '/api/v1/modem/save-meter-data', {
          modemno: 'MDM-AUDIT-1',
          ctmtrno: 'MTR-A1',
          servicecno: 'SC-A1',
          ht: 'Audit',
        }),
    },
    ...(['Approved', 'Rejected'] as const).map((status) => ({
      name: `modem ${status.toLowerCase()}`,
      expect: [status === 'Approved' ? ACTIONS.modemApproved : ACTIONS.modemRejected],
      run: async () => {
        const modem = await addModem(db, { fieldOfficerId: w.ids.officer, communicationStatus: 'LIVE' });
        made.modem = modem.id;
        return put('superadmin', `/api/v1/modem/${modem.id}/commission-status`, {
          commissionStatus: status,
          version: modem.version,
          comment: 'Checked',
          ...(status === 'Rejected' ? { rejectionCategory: 'technical' } : {}),
        });
      },
    })),
    {
      name: 'modem reopened',
      expect: [ACTIONS.modemReopened],
      run: async () =>
        put('ae', `/api/v1/modem/${made.modem}/commission-status`, {
          commissionStatus: 'Pending',
          version: await modemVersion(made.modem!),
          comment: 'Antenna moved',
        }),
    },
    {
      name: 'modem decision undone by its maker',
      expect: [ACTIONS.modemApproved, ACTIONS.modemDecisionUndone],
      run: async () => {
        const modem = await addModem(db, { fieldOfficerId: w.ids.officer, communicationStatus: 'LIVE' });
        await put('superadmin', `/api/v1/modem/${modem.id}/commission-status`, {
          commissionStatus: 'Approved',
          version: modem.version,
        });
        return post('superadmin', `/api/v1/modem/${modem.id}/undo-decision`, {
          version: await modemVersion(modem.id),
        });
      },
    },
    {
      name: 'DTR master imported',
      expect: [ACTIONS.dtrImported],
      run: () =>
        call({
          method: 'POST',
          url: '/api/v1/discom/dtr-import',
          headers: { cookie: c.bi, 'content-type': 'text/csv' },
          payload: [DTR_HEADER, dtrLine('AUDIT-DTR-1')].join('\n'),
        }),
    },
    {
      name: 'auto-commissioning rule turned on',
      expect: [ACTIONS.settingChanged],
      run: async () => {
        const rule = await call({
          method: 'GET',
          url: '/api/v1/settings/auto-commission',
          headers: { cookie: c.superadmin },
        });
        const { version } = (rule.json() as { data: { version: number } }).data;
        return put('superadmin', '/api/v1/settings/auto-commission', { version, enabled: true });
      },
    },
    {
      name: 'review targets changed',
      expect: [ACTIONS.settingChanged],
      run: () =>
        put('superadmin', '/api/v1/settings/review-targets', {
          version: 0,
          ...REVIEW_TARGETS_DEFAULT,
          steps: { ...REVIEW_TARGETS_DEFAULT.steps, live: 1 },
        }),
    },
    {
      name: 'checks that flag installations changed',
      expect: [ACTIONS.settingChanged],
      run: () =>
        put('superadmin', '/api/v1/settings/flag-checks', {
          version: 0,
          ...FLAG_CHECKS_DEFAULT,
          photoDistance: 2,
        }),
    },
    {
      name: "a BI_ADMIN's review claims released by the super admin",
      expect: [ACTIONS.reviewClaimsReleased],
      setup: async () => {
        await addMeter(db, { fieldOfficerId: w.ids.officer, communicationStatus: 'LIVE' });
        const claim = await post('bi', '/api/v1/review-claims', { queue: 'recommendation', count: 1 });
        if (claim.statusCode !== 200) throw new Error(`claim: ${claim.body}`);
      },
      run: () =>
        call({
          method: 'DELETE',
          url: `/api/v1/review-claims/${w.ids.bi}`,
          headers: { cookie: c.superadmin },
        }),
    },
    {
      name: 'DTR import auto-commissions a matching meter',
      expect: [ACTIONS.dtrImported, ACTIONS.meterAutoCommissioned],
      setup: async () => {
        made.autoMeter = (
          await addMeter(db, {
            fieldOfficerId: w.ids.officer,
            communicationStatus: 'LIVE',
            dtrSno: 'AUDIT-DTR-2',
            organization: 'DVVNL',
            dtrCapacity: '100 KVA',
          })
        ).id;
      },
      run: () =>
        call({
          method: 'POST',
          url: '/api/v1/discom/dtr-import',
          headers: { cookie: c.bi, 'content-type': 'text/csv' },
          payload: [DTR_HEADER, dtrLine('AUDIT-DTR-2')].join('\n'),
        }),
    },
    {
      name: 'automatic approval undone',
      expect: [ACTIONS.meterAutoCommissionUndone],
      run: async () =>
        post('superadmin', `/api/v1/meters/${made.autoMeter}/undo-auto-commission`, {
          version: await meterVersion(made.autoMeter!),
          comment: 'Pole number differs from the photo',
        }),
    },
    {
      name: 'ticket created',
      expect: [ACTIONS.ticketCreated],
      run: async () => {
        const answer = await post('superadmin', '/api/v1/tickets', {
          title: 'Antenna loose',
          description: 'Weak signal',
          priority: 'high',
          category: 'Hardware',
          modemSno: 'MDM-AUDIT-1',
        });
        made.ticket = (answer.json() as { data: { id: number } }).data.id;
        return answer;
      },
    },
    {
      name: 'ticket status changed',
      expect: [ACTIONS.ticketUpdated],
      run: () => put('superadmin', `/api/v1/tickets/${made.ticket}`, { version: 1, status: 'in_progress' }),
    },
    {
      name: 'area created',
      expect: [ACTIONS.areaCreated],
      run: async () => {
        const answer = await post('superadmin', '/api/v1/areas', { kind: 'circle', name: 'Audit Circle' });
        made.area = (answer.json() as { data: { id: number } }).data.id;
        return answer;
      },
    },
    {
      name: 'area renamed',
      expect: [ACTIONS.areaRenamed],
      run: () =>
        call({
          method: 'PATCH',
          url: `/api/v1/areas/${made.area}`,
          headers: { cookie: c.superadmin },
          payload: { name: 'Audit Circle 2' },
        }),
    },
    {
      name: 'area outline drawn',
      expect: [ACTIONS.areaOutlineSet],
      run: () =>
        put('superadmin', `/api/v1/areas/${made.area}/outline`, {
          type: 'Polygon',
          coordinates: [
            [
              [78, 27],
              [78.2, 27],
              [78.2, 27.2],
              [78, 27],
            ],
          ],
        }),
    },
    {
      name: 'area outline removed',
      expect: [ACTIONS.areaOutlineRemoved],
      run: () =>
        call({
          method: 'DELETE',
          url: `/api/v1/areas/${made.area}/outline`,
          headers: { cookie: c.superadmin },
        }),
    },
    {
      name: 'area removed',
      expect: [ACTIONS.areaDeleted],
      run: () =>
        call({ method: 'DELETE', url: `/api/v1/areas/${made.area}`, headers: { cookie: c.superadmin } }),
    },
    {
      name: 'service account created',
      expect: [ACTIONS.serviceAccountCreated],
      run: async () => {
        const answer = await post('superadmin', '/api/v1/service-accounts', {
          name: 'Audit head-end',
          scopes: ['headend-communication'],
        });
        made.serviceAccount = (answer.json() as { data: { account: { id: number } } }).data.account.id;
        return answer;
      },
    },
    {
      name: 'service account revoked',
      expect: [ACTIONS.serviceAccountRevoked],
      run: () => post('superadmin', `/api/v1/service-accounts/${made.serviceAccount}/revoke`, {}),
    },
    {
      name: 'list exported',
      expect: [ACTIONS.listExported],
      run: () => call({ url: '/api/v1/meters/export?division=Agra%20Urban%20I', headers: { cookie: c.bi } }),
    },
  ];
}

/** The newest audit entry's id (0 for none). */
export async function lastId(w: AuditWorld): Promise<number> {
  const row = await w.t.app.dbHandle.db
    .selectFrom('activities')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
