import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOM_MESSAGES as M, METER_MESSAGES } from '@smms/shared';
import { addMeter, addUser, dtrRow, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'bi' | 'ae' | 'otherAe', string>;
let officerId: number;

const DTR = dtrRow('DTR-CMP-1', { circle: 'Agra', feeder: 'Town Feeder 1' });
/** A meter's compared fields, all matching DTR. */
const MATCHING = {
  dtrSno: DTR.dtrNo,
  substationName: DTR.substation,
  division: DTR.district,
  organization: DTR.edc,
  dtrCapacity: DTR.capacity,
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.d', role: 'AE_ADMIN' });
  await addUser(db, { username: 'ae.other', role: 'AE_ADMIN' });
  await addUser(db, { username: 'bi.d', role: 'BI_ADMIN' });
  officerId = (await addUser(db, { username: 'off.d', role: 'FIELD_OFFICER', createdBy: ae.id })).id;
  await db
    .insertInto('dtrReference')
    .values([DTR, { ...DTR, dtrNo: 'DTR-CMP-2', substation: 'Sikandra 33/11 KV' }])
    .execute();
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.d', FIXTURE_PASSWORD),
    ae: await signIn(t.app, 'ae.d', FIXTURE_PASSWORD),
    otherAe: await signIn(t.app, 'ae.other', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const get = (who: keyof typeof c, url: string) => t.app.inject({ url, headers: { cookie: c[who] } });

describe('GET /api/v1/meters/bi-admin/discom-data/:dtrNo', () => {
  it('answers a BI_ADMIN the master row, the DTR number trimmed and case-insensitive', async () => {
    const response = await get('bi', '/api/v1/meters/bi-admin/discom-data/%20dtr-cmp-1%20');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { ...DTR } });
  });

  it('answers the super admin too, who may do everything (DESIGN §4)', async () => {
    const response = await get('superadmin', '/api/v1/meters/bi-admin/discom-data/DTR-CMP-1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ dtrNo: 'DTR-CMP-1' });
  });

  it('refuses an AE_ADMIN with the spec message (403), before looking at the DTR', async () => {
    for (const dtrNo of ['DTR-CMP-1', 'NOPE']) {
      const response = await get('ae', `/api/v1/meters/bi-admin/discom-data/${dtrNo}`);
      expect([response.statusCode, response.json().message]).toEqual([403, M.biAdminOnly]);
    }
  });

  it('answers 400 for a blank DTR number and 404 for one the master does not have', async () => {
    const blank = await get('bi', '/api/v1/meters/bi-admin/discom-data/%20%20');
    expect([blank.statusCode, blank.json().message]).toEqual([400, M.invalidDtr]);
    const unknown = await get('bi', '/api/v1/meters/bi-admin/discom-data/NOPE');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, M.dtrNotFound('NOPE')]);
  });
});

describe('GET /api/v1/meters-data/compare-with-discom', () => {
  const url = (meterId: number, dtrNo?: string) =>
    `/api/v1/meters-data/compare-with-discom?meterId=${meterId}${dtrNo === undefined ? '' : `&dtrNo=${encodeURIComponent(dtrNo)}`}`;

  it('compares the meter with its DTR: the seven fields of each side, the differences and the auto flag', async () => {
    const meter = await addMeter(t.app.dbHandle.db, {
      fieldOfficerId: officerId,
      dtrSno: ' dtr-cmp-1',
      substationName: 'KAMLA NAGAR 33/11 KV',
      division: 'Agra Urban I',
      organization: 'DVVNL',
      dtrCapacity: '63 KVA',
    });
    const response = await get('ae', url(meter.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      match: false,
      discomData: {
        dtrNo: 'DTR-CMP-1',
        substation: 'Kamla Nagar 33/11 KV',
        district: 'Agra Urban I',
        edc: 'DVVNL',
        capacity: '100 KVA',
        region: 'Agra Zone',
        status: 'Active',
      },
      meterData: {
        dtrNo: ' dtr-cmp-1',
        substation: 'KAMLA NAGAR 33/11 KV',
        district: 'Agra Urban I',
        edc: 'DVVNL',
        capacity: '63 KVA',
        region: null,
        status: null,
      },
      differences: ['capacity'],
      commissioned: false,
    });
  });

  it('reports a match and commissioned: true for a meter the server approved, and changes nothing', async () => {
    const meter = await addMeter(t.app.dbHandle.db, {
      fieldOfficerId: officerId,
      ...MATCHING,
      commissionStatus: 'Approved',
      autoCommissioned: true,
    });
    const response = await get('bi', url(meter.id));
    expect(response.json()).toMatchObject({ match: true, differences: [], commissioned: true });
    const after = await t.app.dbHandle.db
      .selectFrom('meters')
      .select('version')
      .where('id', '=', meter.id)
      .executeTakeFirstOrThrow();
    expect(after.version).toBe(1);
  });

  it('does not commission a matching Pending meter: the comparison is read-only', async () => {
    const meter = await addMeter(t.app.dbHandle.db, {
      fieldOfficerId: officerId,
      ...MATCHING,
    });
    expect((await get('superadmin', url(meter.id))).json()).toMatchObject({
      match: true,
      commissioned: false,
    });
    const after = await t.app.dbHandle.db
      .selectFrom('meters')
      .select(['commissionStatus', 'version'])
      .where('id', '=', meter.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ commissionStatus: 'Pending', version: 1 });
  });

  it('compares with another DTR when one is given, and says so when there is none at all', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId, dtrSno: null });
    const none = await get('bi', url(meter.id));
    expect([none.statusCode, none.json().message]).toEqual([400, M.noDtrToCompare]);
    const other = await get('bi', url(meter.id, 'DTR-CMP-2'));
    expect(other.json()).toMatchObject({ discomData: { dtrNo: 'DTR-CMP-2' }, meterData: { dtrNo: null } });
    expect(other.json().differences).toContain('dtrNo');
    const unknown = await get('bi', url(meter.id, 'NOPE'));
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, M.dtrNotFound('NOPE')]);
  });

  it("lets an AE_ADMIN compare its meter with the meter's own DTR only, not read another DTR's row", async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId, dtrSno: 'DTR-CMP-1' });
    const own = await get('ae', url(meter.id, ' dtr-cmp-1 '));
    expect(own.statusCode, own.body).toBe(200);
    for (const dtrNo of ['DTR-CMP-2', 'NOPE']) {
      const other = await get('ae', url(meter.id, dtrNo));
      expect([other.statusCode, other.json().message]).toEqual([403, M.biAdminOnly]);
    }
    const reviewer = await get('superadmin', url(meter.id, 'DTR-CMP-2'));
    expect(reviewer.json()).toMatchObject({ discomData: { dtrNo: 'DTR-CMP-2' } });
  });

  it("answers 404 for a meter outside the caller's scope, and 400 without a meterId", async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId, dtrSno: 'DTR-CMP-1' });
    const other = await get('otherAe', url(meter.id));
    expect([other.statusCode, other.json().message]).toEqual([404, METER_MESSAGES.notFound]);
    expect((await get('bi', '/api/v1/meters-data/compare-with-discom')).statusCode).toBe(400);
  });
});
