import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, dtrRow, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'ae' | 'officer', string>;

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
  await db.insertInto('dtrReference').values(DTR).execute();
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
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

describe('auto-commissioning on install (POST /api/v1/meters)', () => {
  it('approves a meter whose data all match its DTR master row, as the system, and bumps its version', async () => {
    const response = await install({ meterSno: 'AUTO-0001', ...MATCHING });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      commissionStatus: 'Approved',
      autoCommissioned: true,
      version: 2,
    });
    const entries = await auditOf(response.json().data.id);
    expect(entries.map((e) => e.action)).toEqual(['METER_INSTALLED', 'METER_AUTO_COMMISSIONED']);
    expect(entries[1]).toMatchObject({
      actorId: null,
      ip: null,
      details: { by: 'system', trigger: 'install', meterSno: 'AUTO-0001', dtrNo: 'dtr-auto-1' },
    });
  });

  it('leaves a meter Pending when one compared field differs, is missing, or its DTR is not in the master', async () => {
    for (const [sno, change] of [
      ['AUTO-0002', { dtrCapacity: '63 KVA' }],
      ['AUTO-0003', { organization: null }],
      ['AUTO-0004', { dtrSno: 'DTR-UNKNOWN' }],
      ['AUTO-0005', { dtrSno: null }],
    ] as const) {
      const response = await install({ meterSno: sno, ...MATCHING, ...change });
      expect(response.json().data, sno).toMatchObject({
        commissionStatus: 'Pending',
        autoCommissioned: false,
        version: 1,
      });
    }
  });
});

describe('auto-commissioning on a DTR change (PUT /api/v1/meters/:id)', () => {
  it('approves a Pending meter once an edit makes it match, and answers the new version', async () => {
    const created = (await install({ meterSno: 'AUTO-0010', ...MATCHING, dtrSno: 'DTR-WRONG' })).json().data;
    expect(created.commissionStatus).toBe('Pending');
    const response = await edit(created.id, { version: created.version, dtrSno: ' DTR-AUTO-1 ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      dtrSno: 'DTR-AUTO-1',
      commissionStatus: 'Approved',
      autoCommissioned: true,
      version: created.version + 2,
    });
    expect((await auditOf(created.id)).map((e) => e.action)).toEqual([
      'METER_INSTALLED',
      'METER_UPDATED',
      'METER_AUTO_COMMISSIONED',
    ]);
  });

  it('does not look again when the edit leaves the compared fields alone', async () => {
    const created = (await install({ meterSno: 'AUTO-0011', ...MATCHING, dtrCapacity: '63 KVA' })).json()
      .data;
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
    const created = (await install({ meterSno: 'AUTO-0012', ...MATCHING, dtrSno: 'DTR-WRONG' })).json().data;
    await t.app.dbHandle.db
      .updateTable('meters')
      .set({ commissionStatus: 'Rejected' })
      .where('id', '=', created.id)
      .execute();
    const response = await edit(created.id, { version: created.version, dtrSno: 'DTR-AUTO-1' });
    expect(response.json().data).toMatchObject({ commissionStatus: 'Rejected', autoCommissioned: false });
  });
});
