import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { addMeter, addModem, addUser, FIXTURE_PASSWORD } from './test/fixtures.js';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from './test/test-app.js';

// 08:35 UTC is 14:05 in India; 20:00 UTC is already the next day there.
const INSTALLED = new Date('2026-11-23T08:35:00.000Z');
const LATE = new Date('2026-11-23T20:00:00.000Z');

let t: TestApp;
let superadmin: string;
let ae: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const aeUser = await addUser(db, { username: 'ae.zone', role: 'AE_ADMIN', accessLevel: 'Meters,Modems' });
  const officer = await addUser(db, {
    username: 'fo.zone',
    role: 'FIELD_OFFICER',
    createdBy: aeUser.id,
    accessLevel: 'Meters,Modems',
  });
  await addMeter(db, { fieldOfficerId: officer.id, installedOn: INSTALLED });
  await addModem(db, {
    fieldOfficerId: officer.id,
    installedOn: INSTALLED,
    communicationStatus: 'LIVE',
    commissionedAt: LATE,
    lastCommunicatedAt: LATE,
  });
  await db
    .insertInto('techSupportTickets')
    .values({ title: 'No signal', category: 'Network Issues', createdAt: INSTALLED, updatedAt: LATE })
    .execute();
  superadmin = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
  ae = await signIn(t.app, 'ae.zone', FIXTURE_PASSWORD);
  // After the sign-in, which stamps its own last login.
  await db.updateTable('users').set({ lastLoginAt: LATE }).where('id', '=', aeUser.id).execute();
});
afterAll(() => t.close());

const csv = async (cookie: string, url: string) => {
  const response = await t.app.inject({ url: `/api/v1${url}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  const [header = '', ...rows] = response.body.trim().split('\r\n');
  const names = header.split(',').map((h) => h.slice(1, -1));
  return rows.map((row) => {
    const cells = row.slice(1, -1).split('","');
    return Object.fromEntries(names.map((n, i) => [n, cells[i]]));
  });
};

describe('UTILITY_TIME_ZONE', () => {
  it('defaults to Asia/Kolkata and refuses a zone Intl does not know', () => {
    expect(loadConfig({}).timeZone).toBe('Asia/Kolkata');
    expect(loadConfig({ UTILITY_TIME_ZONE: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
    expect(() => loadConfig({ UTILITY_TIME_ZONE: 'Mars/Olympus' })).toThrow(/UTILITY_TIME_ZONE/);
  });
});

describe('GET /api/v1/settings', () => {
  it('tells anyone, signed in or not, the utility’s time zone and its fixed offset, and the map’s tiles', async () => {
    const response = await t.app.inject({ url: '/api/v1/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      timeZone: 'Asia/Kolkata',
      utcOffsetMinutes: 330,
      mapTiles: null,
    });
  });
});

describe('CSV exports write dates in the utility’s zone', () => {
  it('meters: Installation Date is the wall-clock time in India, without an offset', async () => {
    const [row] = await csv(superadmin, '/meters/export?stage=installed');
    expect(row?.['Installation Date']).toBe('2026-11-23 14:05');
  });

  it('modems: installation, commission and last communication dates, for each kind of list', async () => {
    const [ae1] = await csv(ae, '/modem/commissioned/export');
    expect(ae1?.['Installation Date']).toBe('2026-11-23 14:05');
    expect(ae1?.['Commission Date']).toBe('2026-11-24 01:30');
    const [officer] = await csv(superadmin, `/modem/by-field-officer/${await officerPhone()}/export`);
    expect(officer?.['Installed On']).toBe('2026-11-23 14:05');
    expect(officer?.['Last Communication']).toBe('2026-11-24 01:30');
  });

  it('tickets and admins: created, updated and last login dates', async () => {
    const [ticket] = await csv(superadmin, '/tickets/export');
    expect(ticket?.['Created Date']).toBe('2026-11-23 14:05');
    expect(ticket?.['Last Updated']).toBe('2026-11-24 01:30');
    const admins = await csv(superadmin, '/users/admin/export');
    expect(admins.find((a) => a['First Name'] === 'ae.zone')?.['Last Login']).toBe('2026-11-24 01:30');
  });

  it('names the file by the day in the utility’s zone', async () => {
    const response = await t.app.inject({ url: '/api/v1/meters/export', headers: { cookie: superadmin } });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(response.headers['content-disposition']).toContain(`meters-installed-${today}.csv`);
  });
});

async function officerPhone() {
  const db = t.app.dbHandle.db;
  const row = await db
    .selectFrom('users')
    .select('phone')
    .where('username', '=', 'fo.zone')
    .executeTakeFirstOrThrow();
  return row.phone;
}

describe('another zone', () => {
  it('writes the same instant in the zone the deployment names', async () => {
    const other = await createTestApp({ UTILITY_TIME_ZONE: 'America/New_York' });
    try {
      const db = other.app.dbHandle.db;
      const officer = await addUser(db, { username: 'fo.ny', role: 'FIELD_OFFICER' });
      await addMeter(db, { fieldOfficerId: officer.id, installedOn: INSTALLED });
      const cookie = await signIn(other.app, 'superadmin', ADMIN_PASSWORD);
      const response = await other.app.inject({ url: '/api/v1/meters/export', headers: { cookie } });
      expect(response.body).toContain('"2026-11-23 03:35"');
    } finally {
      await other.close();
    }
  });
});
