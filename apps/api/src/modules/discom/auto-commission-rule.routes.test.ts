import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, AUTO_COMMISSION_MESSAGES as M, CONFLICT, FIELD_MESSAGES, METER_MESSAGES } from '@smms/shared';
import { setRule } from '../../test/auto-commission-rule.js';
import { addMeter, addUser, dtrRow, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'bi' | 'ae', string>;
let officerId: number;
const db = () => t.app.dbHandle.db;

beforeAll(async () => {
  t = await createTestApp();
  const ae = await addUser(db(), { username: 'ae.r', role: 'AE_ADMIN' });
  await addUser(db(), { username: 'bi.r', role: 'BI_ADMIN' });
  officerId = (await addUser(db(), { username: 'off.r', role: 'FIELD_OFFICER', createdBy: ae.id })).id;
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.r', FIXTURE_PASSWORD),
    ae: await signIn(t.app, 'ae.r', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const ALL_FIELDS = ['dtrNo', 'substation', 'district', 'edc', 'capacity'];
const call = (who: keyof typeof c, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: c[who], ...CONSOLE }, payload });
const readRule = () => call('superadmin', 'GET', '/api/v1/settings/auto-commission');
const changeRule = (payload: object, who: keyof typeof c = 'superadmin') =>
  call(who, 'PUT', '/api/v1/settings/auto-commission', payload);
const ruleChanges = async () =>
  (
    await db()
      .selectFrom('activities')
      .select(['actorId', 'details'])
      .where('action', '=', 'SETTING_CHANGED')
      .orderBy('id')
      .execute()
  ).filter((e) => (e.details as { setting?: string }).setting === 'autoCommission');

describe('GET and PUT /api/v1/settings/auto-commission', () => {
  it('starts off on a new database, with every compared field, never set (version 0)', async () => {
    const response = await readRule();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      enabled: false,
      fields: ALL_FIELDS,
      version: 0,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('is the super admin’s alone: a BI_ADMIN and an AE_ADMIN get 403 and change nothing', async () => {
    for (const who of ['bi', 'ae'] as const) {
      const read = await call(who, 'GET', '/api/v1/settings/auto-commission');
      const change = await changeRule({ version: 0, enabled: true }, who);
      expect([read.statusCode, change.statusCode, change.json().message]).toEqual([403, 403, AUTH.forbidden]);
    }
    expect((await readRule()).json().data).toMatchObject({ enabled: false, version: 0 });
    expect(await ruleChanges()).toEqual([]);
  });

  it('refuses a bad value with a clear 400 and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ version: 0, fields: ['substation', 'capacity'] }, M.dtrNoRequired],
      [{ version: 0, fields: ['dtrNo', 'feeder'] }, M.unknownField],
      [{ version: 0, fields: ['dtrNo', 'dtrNo'] }, M.fieldTwice],
      [{ version: 0, fields: 'dtrNo' }, M.fieldsList],
      [{ version: 0, enabled: 'yes' }, M.enabledFlag],
      [{ version: 0, enabled: true, comment: 'x' }, FIELD_MESSAGES.unknownFields(['comment'])],
      [{ enabled: true }, FIELD_MESSAGES.notAWholeNumber],
    ];
    for (const [payload, message] of cases) {
      const response = await changeRule(payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
    expect((await readRule()).json().data).toMatchObject({ enabled: false, version: 0 });
    expect(await ruleChanges()).toEqual([]);
  });

  it('turns it on: the new version and who, audited from → to with who', async () => {
    const response = await changeRule({ version: 0, enabled: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: M.saved(true),
      data: { enabled: true, fields: ALL_FIELDS, version: 1, updatedBy: expect.any(String) },
    });
    expect(response.json().data.updatedAt).not.toBeNull();
    const [entry] = await ruleChanges();
    expect(entry).toMatchObject({
      actorId: expect.any(Number),
      details: {
        setting: 'autoCommission',
        from: 'Off',
        to: 'On: DTR Number, Substation Name, District/Division, EDC/Organization, Capacity must match',
        before: { enabled: false, fields: ALL_FIELDS },
        after: { enabled: true, fields: ALL_FIELDS },
        version: 1,
        by: 'superadmin',
      },
    });
  });

  it('changes only what it names: new fields (in their order) leave the rule on', async () => {
    const response = await changeRule({ version: 1, fields: ['capacity', 'dtrNo'] });
    expect(response.json().data).toMatchObject({ enabled: true, fields: ['dtrNo', 'capacity'], version: 2 });
    expect((await ruleChanges()).at(-1)?.details).toMatchObject({
      from: expect.stringContaining('Substation'),
      to: 'On: DTR Number, Capacity must match',
    });
  });

  it('answers 409 on a stale version and keeps the other change; a change to nothing writes nothing', async () => {
    const stale = await changeRule({ version: 1, enabled: false });
    expect([stale.statusCode, stale.json().message]).toEqual([409, CONFLICT.staleVersion]);
    const same = await changeRule({ version: 2, enabled: true, fields: ['dtrNo', 'capacity'] });
    expect(same.json().data).toMatchObject({ enabled: true, fields: ['dtrNo', 'capacity'], version: 2 });
    expect(await ruleChanges()).toHaveLength(2);
    const back = await changeRule({ version: 2, fields: ALL_FIELDS });
    expect(back.json().data).toMatchObject({ enabled: true, fields: ALL_FIELDS, version: 3 });
  });

  it('lets one of two racing changes of one version win, and the other is 409', async () => {
    const answers = await Promise.all([
      changeRule({ version: 3, enabled: false }),
      changeRule({ version: 3, fields: ['dtrNo'] }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.statusCode === 200)?.json().data;
    expect((await readRule()).json().data).toEqual(won);
    expect(won.version).toBe(4);
    expect(await ruleChanges()).toHaveLength(4);
  });
});

/** A Pending meter matching DTR `dtrNo`, LIVE unless said (its master row made too when `master`). */
async function matchingMeter(dtrNo: string, { master = true, live = true } = {}) {
  if (master) await db().insertInto('dtrReference').values(dtrRow(dtrNo)).execute();
  return addMeter(db(), {
    fieldOfficerId: officerId,
    ...(live ? { communicationStatus: 'LIVE' as const } : {}),
    dtrSno: dtrNo,
    organization: 'DVVNL',
    dtrCapacity: '100 KVA',
  });
}
const meterOf = async (id: number) => (await call('superadmin', 'GET', `/api/v1/meters/${id}`)).json().data;
const recordOf = async (id: number) =>
  (await call('superadmin', 'GET', `/api/v1/meters/${id}/review-record`)).json().data as {
    kind: string;
    to: string;
    comment: string | null;
    actorRole: string | null;
  }[];
const undo = (id: number, payload: object, who: keyof typeof c = 'superadmin') =>
  call(who, 'POST', `/api/v1/meters/${id}/undo-auto-commission`, payload);
/** The head-end hears from the meters (what makes a silent one LIVE and lets the rule judge it). */
async function communicate(...meterSnos: string[]) {
  const reports = meterSnos.map((meterSno) => ({ meterSno, communicatedAt: new Date().toISOString() }));
  const response = await call('superadmin', 'POST', '/api/v1/meters/communication', { reports });
  expect(response.statusCode, response.body).toBe(200);
}
/** A meter the rule approved when the head-end first heard from it. */
async function approvedByRule(dtrNo: string) {
  const { id, meterSno } = await matchingMeter(dtrNo, { live: false });
  await communicate(meterSno);
  const meter = await meterOf(id);
  expect(meter).toMatchObject({ commissionStatus: 'Approved', autoCommissioned: true });
  return meter;
}

describe('POST /api/v1/meters/:id/undo-auto-commission', () => {
  beforeAll(() => setRule(db()));

  it('sends the meter back to people: Pending, no verdict, its record and the audit log say who and why', async () => {
    const meter = await approvedByRule('UNDO-1');
    const response = await undo(meter.id, { version: meter.version, comment: '  Seal photo is blurred  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: M.undone(meter.meterSno),
      data: {
        commissionStatus: 'Pending',
        autoCommissioned: false,
        techSupportStatus: null,
        version: meter.version + 1,
      },
    });
    expect((await recordOf(meter.id)).at(-1)).toMatchObject({
      kind: 'auto-commission-undone',
      from: 'Approved',
      to: 'Pending',
      comment: 'Seal photo is blurred',
      actorRole: 'BI_SUPER_ADMIN',
    });
    const entry = await db()
      .selectFrom('activities')
      .select(['actorId', 'details'])
      .where('action', '=', 'METER_AUTO_COMMISSION_UNDONE')
      .where('entityId', '=', meter.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actorId: expect.any(Number),
      details: {
        meterSno: meter.meterSno,
        from: 'Approved',
        to: 'Pending',
        comment: 'Seal photo is blurred',
      },
    });
  });

  it('is final for the rule: an edit that makes it match again and an import leave that meter to people', async () => {
    const meter = await approvedByRule('UNDO-2');
    const undone = await undo(meter.id, { version: meter.version, comment: 'Wrong pole' });
    expect(undone.statusCode, undone.body).toBe(200);
    for (const [version, dtrSno] of [
      [meter.version + 1, 'UNDO-ELSE'],
      [meter.version + 2, 'UNDO-2'],
    ] as const) {
      const edited = await call('superadmin', 'PUT', `/api/v1/meters/${meter.id}`, { version, dtrSno });
      expect(edited.statusCode, edited.body).toBe(200);
    }
    expect(await meterOf(meter.id)).toMatchObject({ commissionStatus: 'Pending', autoCommissioned: false });
    const header = 'DTR Number,Substation,District/Division,EDC/Organization,Capacity';
    for (const capacity of ['63 KVA', '100 KVA']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/discom/dtr-import',
        headers: { cookie: c.bi, ...CONSOLE, 'content-type': 'text/csv' },
        payload: `${header}\nUNDO-2,Kamla Nagar 33/11 KV,Agra Urban I,DVVNL,${capacity}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ updated: 1, autoCommissioned: 0, leftForReview: 1 });
    }
    expect(await meterOf(meter.id)).toMatchObject({ commissionStatus: 'Pending', autoCommissioned: false });
  });

  it('refuses, changing nothing: no or a blank comment (400), a stale version (409), a person’s approval (409), an unknown meter (404), anyone but the super admin (403)', async () => {
    const meter = await approvedByRule('UNDO-3');
    const byPerson = await addMeter(db(), {
      fieldOfficerId: officerId,
      communicationStatus: 'LIVE',
      commissionStatus: 'Approved',
    });
    const cases: [Promise<{ statusCode: number; json(): { message: string } }>, number, string][] = [
      [undo(meter.id, { version: meter.version }), 400, M.undoCommentRequired],
      [undo(meter.id, { version: meter.version, comment: '   ' }), 400, M.undoCommentRequired],
      [undo(meter.id, { version: meter.version - 1, comment: 'Why' }), 409, CONFLICT.staleVersion],
      [undo(byPerson.id, { version: byPerson.version, comment: 'Why' }), 409, M.notAutomatic],
      [undo(999_999, { version: 1, comment: 'Why' }), 404, METER_MESSAGES.notFound],
      [undo(meter.id, { version: meter.version, comment: 'Why' }, 'bi'), 403, AUTH.forbidden],
      [undo(meter.id, { version: meter.version, comment: 'Why' }, 'ae'), 403, AUTH.forbidden],
    ];
    for (const [answer, status, message] of cases) {
      const response = await answer;
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    expect(await meterOf(meter.id)).toEqual(meter);
    expect((await recordOf(meter.id)).map((e) => e.kind)).not.toContain('auto-commission-undone');
  });
});

describe('what a DTR import says the rule did', () => {
  const importCsv = (csv: string, dryRun: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/discom/dtr-import${dryRun ? '?dryRun=true' : ''}`,
      headers: { cookie: c.bi, ...CONSOLE, 'content-type': 'text/csv' },
      payload: csv,
    });
  const file = (...dtrs: string[]) =>
    [
      'DTR Number,Substation,District/Division,EDC/Organization,Capacity',
      ...dtrs.map((d) => `${d},Kamla Nagar 33/11 KV,Agra Urban I,DVVNL,100 KVA`),
    ].join('\n');

  it('lists by meter the approvals its preview foresees and applying makes, the same for the same file and data', async () => {
    await setRule(db());
    const meters = [
      await matchingMeter('LIST-1', { master: false }),
      await matchingMeter('LIST-2', { master: false }),
      await matchingMeter('LIST-2', { master: false }),
    ];
    const left = await addMeter(db(), { fieldOfficerId: officerId, dtrSno: 'LIST-1' });
    const csv = file('LIST-1', 'LIST-2', 'LIST-3');
    const preview = (await importCsv(csv, true)).json().data;
    const result = (await importCsv(csv, false)).json().data;
    const expected = meters
      .map((m) => ({ id: m.id, meterSno: m.meterSno }))
      .sort((a, b) => a.meterSno.localeCompare(b.meterSno));
    expect(preview).toMatchObject({ ruleOn: true, autoCommissioned: 3, autoCommissionedMeters: expected });
    const { dryRun: _p, ...foreseen } = preview;
    const { dryRun: _r, ...done } = result;
    expect(done).toEqual(foreseen);
    expect(result.leftForReview).toBe(1);
    expect(await meterOf(left.id)).toMatchObject({ commissionStatus: 'Pending' });

    const run = await db()
      .selectFrom('activities')
      .select('details')
      .where('action', '=', 'DTR_IMPORTED')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const importRun = (run.details as { import: { id: string; fileSha256: string } }).import;
    for (const meter of meters) {
      const event = (await recordOf(meter.id)).at(-1) as unknown as { kind: string; rule: object };
      expect(event).toMatchObject({
        kind: 'auto-commission',
        rule: { trigger: 'import', import: importRun, setting: { version: expect.any(Number) } },
      });
    }
  });

  it('changes reference data only while the rule is off, and says so', async () => {
    await setRule(db(), false);
    try {
      const meter = await matchingMeter('OFF-1', { master: false });
      const csv = file('OFF-1');
      for (const dryRun of [true, false]) {
        const data = (await importCsv(csv, dryRun)).json().data;
        expect(data).toMatchObject({
          inserted: 1,
          ruleOn: false,
          autoCommissioned: 0,
          autoCommissionedMeters: [],
          leftForReview: 1,
        });
      }
      expect(await meterOf(meter.id)).toMatchObject({ commissionStatus: 'Pending' });
    } finally {
      await setRule(db());
    }
  });
});
