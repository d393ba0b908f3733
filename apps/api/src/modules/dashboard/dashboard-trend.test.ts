import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay, TREND_DAYS, type TrendDay } from '@smms/shared';
import { ACTIONS } from '../../lib/audit.js';
import { addMeter, addModem, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

const ZONE = 'Asia/Kolkata';
const DAY = 86_400_000;
/** An instant at hh:mm of the day `daysAgo` before today, in India. */
const at = (daysAgo: number, time: string) => {
  const day = localDay(Date.now() - daysAgo * DAY, ZONE);
  return new Date(`${day}T${time}:00+05:30`);
};

let t: TestApp;
let superadmin: string;
let ae: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const aeUser = await addUser(db, { username: 'ae.trend', role: 'AE_ADMIN', accessLevel: 'Meters,Modems' });
  const mine = await addUser(db, { username: 'fo.mine', role: 'FIELD_OFFICER', createdBy: aeUser.id });
  const theirs = await addUser(db, { username: 'fo.theirs', role: 'FIELD_OFFICER' });
  // Two today (one just after midnight in India, still yesterday in UTC), one yesterday, one too old.
  const early = await addMeter(db, { fieldOfficerId: mine.id, installedOn: at(0, '00:10') });
  await addMeter(db, { fieldOfficerId: mine.id, installedOn: at(0, '00:20') });
  const late = await addMeter(db, { fieldOfficerId: mine.id, installedOn: at(1, '23:50') });
  await addMeter(db, { fieldOfficerId: mine.id, installedOn: at(TREND_DAYS, '12:00') });
  const other = await addMeter(db, { fieldOfficerId: theirs.id, installedOn: at(1, '12:00') });
  const modem = await addModem(db, { fieldOfficerId: mine.id, installedOn: at(2, '09:00') });
  const approval = (entity: 'meter' | 'modem', id: number, action: string, when: Date) => ({
    at: when,
    actorId: null,
    action,
    entityType: entity,
    entityId: id,
  });
  await db
    .insertInto('activities')
    .values([
      approval('meter', early.id, ACTIONS.meterAutoCommissioned, at(0, '00:10')),
      approval('meter', late.id, ACTIONS.meterApproved, at(0, '00:05')),
      approval('meter', other.id, ACTIONS.meterApproved, at(0, '10:00')),
      // A rejection is not an approval; nor is an approval older than the chart.
      approval('meter', late.id, ACTIONS.meterRejected, at(0, '11:00')),
      approval('meter', late.id, ACTIONS.meterApproved, at(TREND_DAYS + 1, '11:00')),
      approval('modem', modem.id, ACTIONS.modemApproved, at(1, '15:00')),
    ])
    .execute();
  superadmin = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
  ae = await signIn(t.app, 'ae.trend', FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const trend = async (cookie: string, view: string) => {
  const response = await t.app.inject({ url: `/api/v1/dashboard/trend?view=${view}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { view: string; timeZone: string; days: TrendDay[] };
};
const dayOf = (days: TrendDay[], daysAgo: number) =>
  days.find((d) => d.day === localDay(Date.now() - daysAgo * DAY, ZONE));

describe('GET /api/v1/dashboard/trend', () => {
  it('answers the last 30 days of the utility’s calendar, oldest first, every day present', async () => {
    const data = await trend(superadmin, 'Meters');
    expect(data.timeZone).toBe(ZONE);
    expect(data.days).toHaveLength(TREND_DAYS);
    expect(data.days.at(-1)?.day).toBe(localDay(new Date(), ZONE));
    expect(data.days[0]?.day).toBe(localDay(Date.now() - (TREND_DAYS - 1) * DAY, ZONE));
    expect(data.days.map((d) => d.day)).toEqual([...data.days.map((d) => d.day)].sort());
  });

  it('counts installs and approvals by the day they fell on in India', async () => {
    const { days } = await trend(superadmin, 'Meters');
    expect(dayOf(days, 0)).toMatchObject({ installs: 2, approvals: 3 });
    expect(dayOf(days, 1)).toMatchObject({ installs: 2, approvals: 0 });
    expect(days.reduce((n, d) => n + d.installs, 0)).toBe(4);
    expect(days.reduce((n, d) => n + d.approvals, 0)).toBe(3);
  });

  it("counts only an AE_ADMIN's own officers' installations and their approvals", async () => {
    const { days } = await trend(ae, 'Meters');
    expect(dayOf(days, 0)).toMatchObject({ installs: 2, approvals: 2 });
    expect(dayOf(days, 1)).toMatchObject({ installs: 1, approvals: 0 });
  });

  it('counts modems and their approvals in the Modems view', async () => {
    const { days } = await trend(superadmin, 'Modems');
    expect(dayOf(days, 2)).toMatchObject({ installs: 1, approvals: 0 });
    expect(dayOf(days, 1)).toMatchObject({ installs: 0, approvals: 1 });
    expect(days.reduce((n, d) => n + d.installs + d.approvals, 0)).toBe(2);
  });

  it('refuses a view the caller has no access to, and an unknown view', async () => {
    const db = t.app.dbHandle.db;
    await addUser(db, { username: 'ae.meters', role: 'AE_ADMIN', accessLevel: 'Meters' });
    const metersOnly = await signIn(t.app, 'ae.meters', FIXTURE_PASSWORD);
    const refused = await t.app.inject({
      url: '/api/v1/dashboard/trend?view=Modems',
      headers: { cookie: metersOnly },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({ url: '/api/v1/dashboard/trend?view=Cars', headers: { cookie: ae } });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/dashboard/trend' })).statusCode).toBe(401);
  });
});
