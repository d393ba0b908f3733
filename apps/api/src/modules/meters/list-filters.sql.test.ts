import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALLED_RANGE_TEXTS, REVIEW_FILTERS } from '@smms/shared';
import { addMeter, addModem, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

/**
 * The Installed range and the field officer filter of every meter and modem list (issue 38): days of the
 * utility's calendar (Asia/Kolkata, UTC+5:30, in tests), both included; an officer out of scope lists none;
 * the facets and the exports read the same filters as the list.
 */
let t: TestApp;
let c: Record<'superadmin' | 'ae', string>;
const meters: Record<string, number> = {};
const modems: Record<string, number> = {};
let mine: number;
let theirs: number;

// Each instant and its day in India: the range is read in the utility's calendar, not in UTC.
const INSTALLS = {
  nov1Start: '2026-10-31T18:30:00Z', // 1 Nov 00:00
  nov1End: '2026-11-01T18:29:00Z', // 1 Nov 23:59
  nov2Start: '2026-11-01T18:31:00Z', // 2 Nov 00:01 (still 1 Nov in UTC)
  nov15End: '2026-11-15T18:00:00Z', // 15 Nov 23:30
  nov16Start: '2026-11-15T18:30:00Z', // 16 Nov 00:00
} as const;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.range', role: 'AE_ADMIN', accessLevel: 'Meters,Modems' });
  const otherAe = await addUser(db, { username: 'ae.other', role: 'AE_ADMIN', accessLevel: 'Meters,Modems' });
  const officer = (username: string, createdBy: number) =>
    addUser(db, { username, role: 'FIELD_OFFICER', createdBy, accessLevel: 'Meters,Modems' });
  mine = (await officer('fo.mine', ae.id)).id;
  theirs = (await officer('fo.theirs', otherAe.id)).id;
  for (const [key, at] of Object.entries(INSTALLS)) {
    const installedOn = new Date(at);
    meters[key] = (await addMeter(db, { fieldOfficerId: mine, installedOn })).id;
    modems[key] = (await addModem(db, { fieldOfficerId: mine, installedOn })).id;
  }
  const theirsOn = new Date('2026-11-05T06:00:00Z');
  meters.theirs = (await addMeter(db, { fieldOfficerId: theirs, installedOn: theirsOn })).id;
  modems.theirs = (await addModem(db, { fieldOfficerId: theirs, installedOn: theirsOn })).id;
  // A pending meter with a recommendation, so the facets have more than one option to count.
  meters.recommended = (
    await addMeter(db, {
      fieldOfficerId: mine,
      installedOn: new Date('2026-11-10T06:00:00Z'),
      techSupportStatus: 'APPROVED',
    })
  ).id;
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    ae: await signIn(t.app, 'ae.range', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject({ url: `/api/v1${url}`, headers: { cookie } });
async function listed(cookie: string, url: string) {
  const body = (await get(cookie, url)).json() as { data: { id: number }[]; total: number };
  return { ids: body.data.map((r) => r.id).sort((a, b) => a - b), total: body.total };
}
const idsOf = (of: Record<string, number>, ...keys: string[]) =>
  keys.map((k) => of[k] as number).sort((a, b) => a - b);
const csvRows = async (cookie: string, url: string) => {
  const response = await get(cookie, url);
  expect(response.statusCode).toBe(200);
  return response.body.trim().split('\r\n').length - 1;
};

describe('GET /api/v1/meters?installedFrom&installedTo', () => {
  it('lists the meters installed on the days from the first to the last, both included', async () => {
    const { ids, total } = await listed(
      c.superadmin,
      '/meters?installedFrom=2026-11-01&installedTo=2026-11-15&pageSize=100',
    );
    expect(ids).toEqual(
      idsOf(meters, 'nov1Start', 'nov1End', 'nov2Start', 'nov15End', 'theirs', 'recommended'),
    );
    expect(total).toBe(ids.length);
  });

  it("reads the days in the utility's time zone, not in UTC", async () => {
    const { ids } = await listed(c.superadmin, '/meters?installedFrom=2026-11-02&installedTo=2026-11-02');
    expect(ids).toEqual(idsOf(meters, 'nov2Start'));
    expect((await listed(c.superadmin, '/meters?installedFrom=2026-11-16')).ids).toEqual(
      idsOf(meters, 'nov16Start'),
    );
    expect((await listed(c.superadmin, '/meters?installedTo=2026-11-01')).ids).toEqual(
      idsOf(meters, 'nov1Start', 'nov1End'),
    );
  });

  it('answers 400 with one message when the range starts after it ends, on every list, facet and export', async () => {
    const range = 'installedFrom=2026-11-15&installedTo=2026-11-01';
    for (const url of [
      `/meters?${range}`,
      `/meters/facets?${range}`,
      `/meters/export?${range}`,
      `/meters/pending-with-tech-support?${range}`,
      `/meters/pending-with-tech-support/facets?${range}`,
      `/meters/pending-with-tech-support/export?${range}`,
      `/modem/all?${range}`,
      `/modem/rejected/export?${range}`,
    ]) {
      const response = await get(c.superadmin, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ success: false, message: INSTALLED_RANGE_TEXTS.reversed });
    }
  });

  it('answers 400 for a day that is not on the calendar', async () => {
    const response = await get(c.superadmin, '/meters?installedFrom=2026-02-30');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INSTALLED_RANGE_TEXTS.invalidDay);
  });
});

describe('GET /api/v1/meters?officerId', () => {
  it("lists one officer's meters, with the range, for a caller who sees the officer", async () => {
    const { ids, total } = await listed(
      c.ae,
      `/meters?officerId=${mine}&installedFrom=2026-11-02&installedTo=2026-11-15`,
    );
    expect(ids).toEqual(idsOf(meters, 'nov2Start', 'nov15End', 'recommended'));
    expect(total).toBe(3);
    expect((await listed(c.superadmin, `/meters?officerId=${theirs}`)).ids).toEqual(idsOf(meters, 'theirs'));
  });

  it("lists nothing for an officer out of the caller's scope, as its other filters do", async () => {
    expect(await listed(c.ae, `/meters?officerId=${theirs}`)).toEqual({ ids: [], total: 0 });
    const facets = (await get(c.ae, `/meters/facets?officerId=${theirs}`)).json().data;
    expect(Object.values(facets.review).every((n) => n === 0)).toBe(true);
    expect((await get(c.ae, `/meters/export?officerId=${theirs}`)).statusCode).toBe(404);
  });
});

describe('the facets and exports of a filtered list', () => {
  const filters = `installedFrom=2026-11-02&installedTo=2026-11-15&officerId=`;

  it("count each review option as the list's total with that option chosen", async () => {
    // Tech Support Management is the reviewers' (the super admin's here); the meter lists everyone's.
    for (const list of ['/meters?stage=pending-review&', '/meters/pending-with-tech-support?']) {
      const facetsUrl = list.replace('?', '/facets?');
      const facets = (await get(c.superadmin, `${facetsUrl}${filters}${mine}`)).json().data;
      for (const review of REVIEW_FILTERS) {
        const url = `${list}${filters}${mine}&review=${encodeURIComponent(review)}`;
        const { total } = await listed(c.superadmin, url);
        expect(facets.review[review], `${list} ${review}`).toBe(total);
      }
    }
  });

  it('export the rows the list totals', async () => {
    const { total } = await listed(c.ae, `/meters?${filters}${mine}`);
    expect(await csvRows(c.ae, `/meters/export?${filters}${mine}`)).toBe(total);
    const modemList = await listed(c.ae, `/modem/all?${filters}${mine}`);
    expect(await csvRows(c.ae, `/modem/all/export?${filters}${mine}`)).toBe(modemList.total);
  });
});

describe('GET /api/v1/modem/{list}?installedFrom&installedTo&officerId', () => {
  it("lists the modems of the days in the utility's calendar, both included", async () => {
    const { ids, total } = await listed(
      c.superadmin,
      '/modem/all?installedFrom=2026-11-02&installedTo=2026-11-15',
    );
    expect(ids).toEqual(idsOf(modems, 'nov2Start', 'nov15End', 'theirs'));
    expect(total).toBe(3);
  });

  it("lists one officer's modems, and none of an officer out of scope", async () => {
    expect((await listed(c.ae, `/modem/all?officerId=${mine}&installedTo=2026-11-01`)).ids).toEqual(
      idsOf(modems, 'nov1Start', 'nov1End'),
    );
    expect(await listed(c.ae, `/modem/all?officerId=${theirs}`)).toEqual({ ids: [], total: 0 });
    expect((await listed(c.superadmin, `/modem/all?officerId=${theirs}`)).ids).toEqual(
      idsOf(modems, 'theirs'),
    );
  });
});
