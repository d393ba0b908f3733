import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, dashboardCardSpecs, METER_LIST_PAGES, meterPageStage } from '@smms/shared';
import { ACTIONS, audit } from '../../lib/audit.js';
import { addMeter, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ae: string;
let superadmin: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae1 = await addUser(db, { username: 'ae.dash', role: 'AE_ADMIN', accessLevel: 'Meters,Modems' });
  const ae2 = await addUser(db, { username: 'ae.else', role: 'AE_ADMIN', accessLevel: 'Modems' });
  await addUser(db, { username: 'bi.dash', role: 'BI_ADMIN', accessLevel: 'Meters,Modems' });
  await addUser(db, { username: 'bi.meters', role: 'BI_ADMIN', accessLevel: 'Meters' });
  const mine = await addUser(db, { username: 'mine', role: 'FIELD_OFFICER', createdBy: ae1.id });
  await addUser(db, {
    username: 'mine.modems',
    role: 'FIELD_OFFICER',
    createdBy: ae1.id,
    accessLevel: 'Modems',
  });
  const theirs = await addUser(db, { username: 'theirs', role: 'FIELD_OFFICER', createdBy: ae2.id });
  const mineMeter = await addMeter(db, {
    fieldOfficerId: mine.id,
    communicationStatus: 'LIVE',
    commissionStatus: 'Approved',
  });
  await addMeter(db, { fieldOfficerId: mine.id, communicationStatus: 'LIVE', commissionStatus: 'Pending' });
  await addMeter(db, { fieldOfficerId: mine.id, commissionStatus: 'Rejected' });
  await addMeter(db, { fieldOfficerId: theirs.id, communicationStatus: 'LIVE', commissionStatus: 'Pending' });
  await audit(db, { user: { id: mine.id }, ip: null }, ACTIONS.meterInstalled, {
    on: { type: 'meter', id: 1 },
    location: 'Kamla Nagar',
    details: { meterSno: 'TM1' },
  });
  await audit(db, { user: { id: theirs.id }, ip: null }, ACTIONS.meterInstalled, {
    on: { type: 'meter', id: 4 },
    location: 'Mathura',
    details: { meterSno: 'TM4' },
  });
  // A reviewer's decision on one of the AE_ADMIN's officers' meters belongs in its activities too.
  const superId = (
    await db.selectFrom('users').select('id').where('username', '=', 'superadmin').executeTakeFirstOrThrow()
  ).id;
  await audit(db, { user: { id: superId }, ip: null }, ACTIONS.meterApproved, {
    on: { type: 'meter', id: mineMeter.id },
    location: 'Agra',
    details: { meterSno: 'TM1' },
  });
  ae = await signIn(t.app, 'ae.dash', FIXTURE_PASSWORD);
  superadmin = await signIn(t.app, 'superadmin', 'Bootstrap#Admin-2026');
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });

describe('GET /api/v1/dashboard', () => {
  it('counts every card of the meters view for the super admin', async () => {
    const data = (await get(superadmin, '/api/v1/dashboard?view=Meters')).json().data;
    expect(data).toEqual({
      view: 'Meters',
      installed: 4,
      commissioned: 3,
      accepted: 1,
      rejected: 1,
      pending: 2,
      fieldOfficers: 2,
      aeAdmins: 1,
      biAdmins: 2,
    });
  });

  it("counts only an AE_ADMIN's own officers and their meters", async () => {
    const data = (await get(ae, '/api/v1/dashboard')).json().data;
    expect(data).toMatchObject({ installed: 3, commissioned: 2, accepted: 1, rejected: 1, fieldOfficers: 1 });
    expect((await get(ae, '/api/v1/dashboard?view=Modems')).json().data).toMatchObject({
      installed: 0,
      fieldOfficers: 1,
      aeAdmins: 2,
    });
  });

  it('gives every card of every role the total of the list it opens', async () => {
    const bi = await signIn(t.app, 'bi.dash', FIXTURE_PASSWORD);
    const people: Record<string, string> = {
      'field-officers': '/users/field-officers/list',
      'field-assistants': '/users/field-officers/list',
      'manage-admins': '/users/admin/list',
      'manage-bi-admins': '/users/bi-admin/list',
    };
    let checked = 0;
    for (const [role, cookie] of [
      ['BI_SUPER_ADMIN', superadmin],
      ['BI_ADMIN', bi],
      ['AE_ADMIN', ae],
    ] as const)
      for (const view of ['Meters', 'Modems'] as const) {
        const counts = (await get(cookie, `/api/v1/dashboard?view=${view}`)).json().data;
        for (const card of dashboardCardSpecs(role, view)) {
          const page = card.page.replace(/^modem-/, '') as keyof typeof METER_LIST_PAGES;
          const list =
            view === 'Meters' && page in METER_LIST_PAGES
              ? `/meters?stage=${meterPageStage(role, METER_LIST_PAGES[page])}`
              : people[page]
                ? `${people[page]}?view=${view}`
                : null;
          if (!list) continue; // the modem lists come with the modem screens
          const total = (await get(cookie, `/api/v1${list}`)).json().total;
          expect(counts[card.count], `${role} ${view} ${card.label} -> ${list}`).toBe(total);
          checked += 1;
        }
      }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('refuses (403) the dashboard of a view the admin has no access to', async () => {
    const metersOnly = await signIn(t.app, 'bi.meters', FIXTURE_PASSWORD);
    expect((await get(metersOnly, '/api/v1/dashboard?view=Meters')).statusCode).toBe(200);
    const modems = await get(metersOnly, '/api/v1/dashboard?view=Modems');
    expect(modems.statusCode).toBe(403);
    expect(modems.json().message).toBe(AUTH.noViewAccess('Modems'));
  });

  it('refuses an unknown view with 400', async () => {
    expect((await get(ae, '/api/v1/dashboard?view=Gas')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/activities', () => {
  it('answers real audit entries with action label, location and time, scoped like the lists', async () => {
    const all = (await get(superadmin, '/api/v1/activities?type=meter')).json().data;
    expect(all.map((a: { subject: string }) => a.subject).sort()).toEqual(['TM1', 'TM1', 'TM4']);
    const mine = (await get(ae, '/api/v1/activities?type=meter')).json().data;
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ label: 'Meter approved', actorName: 'Super Admin', subject: 'TM1' });
    mine.shift();
    expect(mine[0]).toMatchObject({
      label: 'Meter installed',
      location: 'Kamla Nagar',
      subject: 'TM1',
      actorName: 'mine Tester',
    });
    expect(Date.parse(mine[0].at)).not.toBeNaN();
  });
});
