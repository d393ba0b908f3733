import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METER_LIFECYCLE, REVIEW_RECORD_TEXTS } from '@smms/shared';
import { setRule } from '../../test/auto-commission-rule.js';
import { addUser, dtrRow, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { multipart } from '../../test/multipart.js';
import { picture } from '../../test/pictures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'bi' | 'ae' | 'officer', string>;

const DTR = dtrRow('DTR-AUTO-1');
/** An installation whose compared fields all match DTR (spelt differently, as the field writes them). */
const MATCHING = {
  dtrSno: 'dtr-auto-1',
  substationName: 'kamla nagar 33/11 kv',
  division: 'AGRA URBAN I',
  organization: 'dvvnl',
  dtrCapacity: '100 kva',
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.a', role: 'AE_ADMIN' });
  await addUser(db, { username: 'off.a', role: 'FIELD_OFFICER', createdBy: ae.id });
  await addUser(db, { username: 'bi.a', role: 'BI_ADMIN' });
  await db.insertInto('dtrReference').values(DTR).execute();
  await setRule(db);
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.a', FIXTURE_PASSWORD),
    ae: await signIn(t.app, 'ae.a', FIXTURE_PASSWORD),
    officer: await signIn(t.app, 'off.a', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const install = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/meters',
    headers: { cookie: c.officer, ...CONSOLE },
    payload,
  });
const edit = (id: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/meters/${id}`,
    headers: { cookie: c.ae, ...CONSOLE },
    payload,
  });
const auditOf = (id: number) =>
  t.app.dbHandle.db
    .selectFrom('activities')
    .select(['action', 'actorId', 'ip', 'details'])
    .where('entityType', '=', 'meter')
    .where('entityId', '=', id)
    .orderBy('id')
    .execute();

/** The head-end reports each serial as communicating now (what makes a meter LIVE). */
const communicate = async (...meterSnos: string[]) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/meters/communication',
    headers: { cookie: c.superadmin, ...CONSOLE },
    payload: {
      reports: meterSnos.map((meterSno) => ({ meterSno, communicatedAt: new Date().toISOString() })),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const meterOf = async (id: number) =>
  (await t.app.inject({ url: `/api/v1/meters/${id}`, headers: { cookie: c.superadmin } })).json().data;
const recordOf = async (id: number) =>
  (
    await t.app.inject({ url: `/api/v1/meters/${id}/review-record`, headers: { cookie: c.superadmin } })
  ).json().data;

describe('auto-commissioning when the head-end first hears from a meter', () => {
  it('leaves a new installation Pending until it communicates, then approves it as the rule', async () => {
    const response = await install({ meterSno: 'AUTO-0001', ...MATCHING });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json().data;
    expect(response.json().data).toMatchObject({ commissionStatus: 'Pending', autoCommissioned: false });

    await communicate('AUTO-0001');
    expect(await meterOf(id)).toMatchObject({
      commissionStatus: 'Approved',
      communicationStatus: 'LIVE',
      autoCommissioned: true,
      version: 3,
    });
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual([
      'METER_INSTALLED',
      'METER_COMMISSIONED',
      'METER_AUTO_COMMISSIONED',
    ]);
    expect(entries[2]).toMatchObject({
      actorId: null,
      ip: null,
      details: { by: 'system', trigger: 'live', meterSno: 'AUTO-0001', dtrNo: 'dtr-auto-1' },
    });
    expect(await recordOf(id)).toMatchObject([
      { kind: 'installed' },
      {
        kind: 'auto-commission',
        actorId: null,
        actorName: REVIEW_RECORD_TEXTS.rule,
        from: 'Pending',
        to: 'Approved',
        rule: {
          rule: 'dtr-match',
          trigger: 'live',
          dtrNo: 'dtr-auto-1',
          setting: { version: 1, fields: ['dtrNo', 'substation', 'district', 'edc', 'capacity'] },
          meter: { dtrNo: 'dtr-auto-1', capacity: '100 kva', edc: 'dvvnl' },
          dtr: { dtrNo: 'DTR-AUTO-1', capacity: '100 KVA', edc: 'DVVNL' },
        },
      },
    ]);
  });

  it('leaves a meter Pending when one compared field differs, is missing, or its DTR is not in the master', async () => {
    const cases = [
      ['AUTO-0002', { dtrCapacity: '63 KVA' }],
      ['AUTO-0003', { organization: null }],
      ['AUTO-0004', { dtrSno: 'DTR-UNKNOWN' }],
      ['AUTO-0005', { dtrSno: null }],
    ] as const;
    const ids = [];
    for (const [sno, change] of cases)
      ids.push((await install({ meterSno: sno, ...MATCHING, ...change })).json().data.id);
    await communicate(...cases.map(([sno]) => sno));
    for (const id of ids)
      expect(await meterOf(id)).toMatchObject({ commissionStatus: 'Pending', autoCommissioned: false });
  });
});

describe('what the rule leaves to people', () => {
  it('a flagged meter: two matching meters holding the same photo both wait for people', async () => {
    const photo = await picture(11);
    const ids = [];
    for (const meterSno of ['AUTO-0090', 'AUTO-0091']) {
      const form = multipart({ meterSno, ...MATCHING }, [
        { field: 'photo2', name: 'p.jpg', type: 'image/jpeg', bytes: photo },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/meters',
        headers: { cookie: c.officer, ...CONSOLE, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().data.id);
    }
    await communicate('AUTO-0090', 'AUTO-0091');
    for (const id of ids)
      expect(await meterOf(id)).toMatchObject({
        commissionStatus: 'Pending',
        communicationStatus: 'LIVE',
        autoCommissioned: false,
      });
  });

  const live = async (meterSno: string, data: object = MATCHING) => {
    const { id } = (await install({ meterSno, ...data, dtrSno: 'DTR-WRONG' })).json().data;
    await communicate(meterSno);
    return meterOf(id);
  };

  it('a meter a BI_ADMIN recommended rejecting: a later edit that makes it match does not approve it', async () => {
    const meter = await live('AUTO-0020');
    const recommended = await t.app.inject({
      method: 'POST',
      url: '/api/v1/meters/bi-admin/update-tech-support',
      headers: { cookie: c.bi, ...CONSOLE },
      payload: {
        meterId: meter.id,
        techSupportStatus: 'Rejected',
        rejectionCategory: 'location',
        comments: 'Pole does not match the photo',
        version: meter.version,
      },
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    const response = await edit(meter.id, { version: meter.version + 1, dtrSno: 'DTR-AUTO-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ commissionStatus: 'Pending', autoCommissioned: false });
  });

  it('a meter the super admin rejected: reopened and made to match, it waits for people', async () => {
    const meter = await live('AUTO-0021');
    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/meters/${meter.id}/commission-status`,
      headers: { cookie: c.superadmin, ...CONSOLE },
      payload: {
        commissionStatus: 'Rejected',
        version: meter.version,
        rejectionCategory: 'technical',
        comment: 'Seal',
      },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const reopened = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/meters/${meter.id}/commission-status`,
      headers: { cookie: c.ae, ...CONSOLE },
      payload: { commissionStatus: 'Pending', version: meter.version + 1, comment: 'Seal replaced' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const response = await edit(meter.id, { version: meter.version + 2, dtrSno: 'DTR-AUTO-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ commissionStatus: 'Pending', autoCommissioned: false });
    expect((await recordOf(meter.id)).map((e: { kind: string; to: string }) => [e.kind, e.to])).toEqual([
      ['installed', 'Pending'],
      ['decision', 'Rejected'],
      ['decision', 'Pending'],
      ['evidence-changed', 'Pending'],
    ]);
  });
});

describe('auto-commissioning on a DTR change (PUT /api/v1/meters/:id)', () => {
  it('leaves a meter to people once an edit by hand makes it match, and says so', async () => {
    const { id } = (await install({ meterSno: 'AUTO-0010', ...MATCHING, dtrSno: 'DTR-WRONG' })).json().data;
    await communicate('AUTO-0010');
    const created = await meterOf(id);
    expect(created).toMatchObject({ commissionStatus: 'Pending', communicationStatus: 'LIVE' });
    // Copying the master's values into the meter proves nothing: the rule never takes it (issue 36).
    const response = await edit(created.id, { version: created.version, dtrSno: ' DTR-AUTO-1 ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: METER_LIFECYCLE.leftToPeople,
      data: { dtrSno: 'DTR-AUTO-1', commissionStatus: 'Pending', autoCommissioned: false },
    });
    expect((await recordOf(created.id)).map((e: { kind: string }) => e.kind)).toEqual([
      'installed',
      'evidence-changed',
    ]);
    expect((await auditOf(created.id)).map((e) => e.action)).toEqual([
      'METER_INSTALLED',
      'METER_COMMISSIONED',
      'METER_UPDATED',
    ]);
  });

  it('does not look again when the edit leaves the compared fields alone', async () => {
    const { id } = (await install({ meterSno: 'AUTO-0011', ...MATCHING, dtrCapacity: '63 KVA' })).json().data;
    await communicate('AUTO-0011');
    const created = await meterOf(id);
    // The master is corrected behind the meter's back; an unrelated edit does not commission it.
    await t.app.dbHandle.db
      .updateTable('dtrReference')
      .set({ capacity: '63 KVA' })
      .where('dtrNo', '=', 'DTR-AUTO-1')
      .execute();
    try {
      const response = await edit(created.id, { version: created.version, feederName: 'Town Feeder 2' });
      expect(response.json().data).toMatchObject({ commissionStatus: 'Pending', autoCommissioned: false });
    } finally {
      await t.app.dbHandle.db
        .updateTable('dtrReference')
        .set({ capacity: '100 KVA' })
        .where('dtrNo', '=', 'DTR-AUTO-1')
        .execute();
    }
  });

  it('never touches a meter that is not Pending', async () => {
    const { id } = (await install({ meterSno: 'AUTO-0012', ...MATCHING, dtrSno: 'DTR-WRONG' })).json().data;
    await communicate('AUTO-0012');
    const created = await meterOf(id);
    await t.app.dbHandle.db
      .updateTable('meters')
      .set({ commissionStatus: 'Rejected' })
      .where('id', '=', created.id)
      .execute();
    const response = await edit(created.id, { version: created.version, dtrSno: 'DTR-AUTO-1' });
    expect(response.json().data).toMatchObject({ commissionStatus: 'Rejected', autoCommissioned: false });
  });
});

describe('the rule as the super admin sets it', () => {
  const db = () => t.app.dbHandle.db;

  it('approves nothing while off: a matching meter the head-end hears from, or made to match, stays Pending', async () => {
    await setRule(db(), false);
    try {
      const heard = (await install({ meterSno: 'AUTO-0030', ...MATCHING })).json().data;
      const edited = (await install({ meterSno: 'AUTO-0031', ...MATCHING, dtrSno: 'DTR-WRONG' })).json().data;
      await communicate('AUTO-0030', 'AUTO-0031');
      const response = await edit(edited.id, { version: edited.version + 1, dtrSno: 'DTR-AUTO-1' });
      expect(response.statusCode, response.body).toBe(200);
      for (const id of [heard.id, edited.id])
        expect(await meterOf(id)).toMatchObject({ commissionStatus: 'Pending', autoCommissioned: false });
      expect((await auditOf(heard.id)).map((e) => e.action)).not.toContain('METER_AUTO_COMMISSIONED');
    } finally {
      await setRule(db(), true);
    }
  });

  it('compares only the fields the setting names (the DTR number always), and the event says so', async () => {
    await setRule(db(), true, ['dtrNo', 'substation']);
    try {
      const version = (
        await db()
          .selectFrom('settings')
          .select('version')
          .where('key', '=', 'autoCommission')
          .executeTakeFirstOrThrow()
      ).version;
      const other = { ...MATCHING, dtrCapacity: '63 KVA', organization: 'PVVNL' };
      const matching = (await install({ meterSno: 'AUTO-0040', ...other })).json().data;
      const elsewhere = (await install({ meterSno: 'AUTO-0041', ...other, dtrSno: 'DTR-ELSE' })).json().data;
      const substation = (
        await install({ meterSno: 'AUTO-0042', ...other, substationName: 'Sikandra 33/11 KV' })
      ).json().data;
      await communicate('AUTO-0040', 'AUTO-0041', 'AUTO-0042');
      expect(await meterOf(matching.id)).toMatchObject({
        commissionStatus: 'Approved',
        autoCommissioned: true,
      });
      for (const id of [elsewhere.id, substation.id])
        expect(await meterOf(id)).toMatchObject({ commissionStatus: 'Pending', autoCommissioned: false });
      const [, event] = await recordOf(matching.id);
      expect(event).toMatchObject({
        kind: 'auto-commission',
        rule: {
          rule: 'dtr-match',
          trigger: 'live',
          setting: { version, fields: ['dtrNo', 'substation'] },
          meter: { capacity: '63 KVA', edc: 'PVVNL' },
          dtr: { capacity: '100 KVA', edc: 'DVVNL' },
        },
      });
      expect((await auditOf(matching.id)).at(-1)).toMatchObject({
        action: 'METER_AUTO_COMMISSIONED',
        details: { rule: 'dtr-match', settingVersion: version },
      });
    } finally {
      await setRule(db(), true);
    }
  });
});
