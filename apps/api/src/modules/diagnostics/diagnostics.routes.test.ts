import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, DISCOM_MESSAGES } from '@smms/shared';
import { addMeter, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { LATEST_MIGRATION } from '../../db/migrate.js';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'bi' | 'ae', string>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  await addUser(db, { username: 'bi.g', role: 'BI_ADMIN' });
  const ae = await addUser(db, { username: 'ae.g', role: 'AE_ADMIN' });
  const officer = await addUser(db, { username: 'off.g', role: 'FIELD_OFFICER', createdBy: ae.id });
  await db
    .insertInto('dtrReference')
    .values({ dtrNo: 'DTR-DBG-1', substation: 'S', district: 'D', edc: 'E', capacity: 'C' })
    .execute();
  await addMeter(db, { fieldOfficerId: officer.id, dtrSno: 'dtr-dbg-1' });
  await addMeter(db, {
    fieldOfficerId: officer.id,
    dtrSno: 'DTR-DBG-1',
    commissionStatus: 'Approved',
    autoCommissioned: true,
  });
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.g', FIXTURE_PASSWORD),
    ae: await signIn(t.app, 'ae.g', FIXTURE_PASSWORD),
  };
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: 'bi.g', password: FIXTURE_PASSWORD },
  });
  token = login.json().token;
});
afterAll(() => t.close());

const get = (who: keyof typeof c, url: string) => t.app.inject({ url, headers: { cookie: c[who] } });
const SECRETS = [
  ADMIN_PASSWORD,
  FIXTURE_PASSWORD,
  'password',
  'hash',
  'token',
  'postgres://',
  'smms_session',
];

describe('the diagnostic calls (SPEC §7)', () => {
  it('database-health: up, the driver, the schema version and the counts, nothing about the connection', async () => {
    const response = await get('bi', '/api/v1/meters/bi-admin/database-health');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      database: 'up',
      driver: t.app.dbHandle.driver,
      schemaVersion: LATEST_MIGRATION,
      counts: { meters: 2, dtrReference: 1 },
    });
    for (const secret of SECRETS) expect(response.body.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it('debug/auth: who the caller is and how the session came, never the token', async () => {
    const cookie = await get('superadmin', '/api/v1/meters/debug/auth');
    expect(cookie.json().data).toMatchObject({
      username: 'superadmin',
      role: 'BI_SUPER_ADMIN',
      via: 'cookie',
    });
    const bearer = await t.app.inject({
      url: '/api/v1/meters/debug/auth',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.json().data).toMatchObject({
      username: 'bi.g',
      role: 'BI_ADMIN',
      accessLevel: 'Meters',
      via: 'bearer',
    });
    for (const response of [cookie, bearer]) {
      expect(response.body).not.toContain(token);
      for (const secret of SECRETS) expect(response.body.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });

  it('debug-dtr: the master row and the meters that name the DTR, trimmed and case-insensitive', async () => {
    const response = await get('bi', '/api/v1/meters/bi-admin/debug-dtr/Dtr-Dbg-1');
    expect(response.json().data).toMatchObject({
      dtrNo: 'Dtr-Dbg-1',
      reference: { dtrNo: 'DTR-DBG-1', substation: 'S' },
      meters: 2,
      pendingMeters: 1,
      autoCommissionedMeters: 1,
    });
    const unknown = await get('superadmin', '/api/v1/meters/bi-admin/debug-dtr/NOPE');
    expect(unknown.json().data).toMatchObject({ reference: null, meters: 0 });
    const blank = await get('bi', '/api/v1/meters/bi-admin/debug-dtr/%20');
    expect([blank.statusCode, blank.json().message]).toEqual([400, DISCOM_MESSAGES.invalidDtr]);
  });

  it('are for BI_SUPER_ADMIN and BI_ADMIN only', async () => {
    for (const path of ['bi-admin/database-health', 'debug/auth', 'bi-admin/debug-dtr/DTR-DBG-1']) {
      const response = await get('ae', `/api/v1/meters/${path}`);
      expect([response.statusCode, response.json().message], path).toEqual([403, AUTH.forbidden]);
      expect((await t.app.inject({ url: `/api/v1/meters/${path}` })).statusCode, path).toBe(401);
    }
  });
});
