import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeter, addUser } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const officer = await addUser(db, { username: 'off.f', role: 'FIELD_OFFICER' });
  const meter = (values: object) => addMeter(db, { fieldOfficerId: officer.id, ...values });
  // Pending: two without a recommendation, three recommended approve (one in North), one recommended reject.
  await meter({});
  await meter({ communicationStatus: 'LIVE' });
  await meter({ techSupportStatus: 'APPROVED' });
  await meter({ techSupportStatus: 'APPROVED' });
  await meter({ techSupportStatus: 'APPROVED', division: 'North' });
  await meter({ techSupportStatus: 'REJECTED' });
  // Decided: counted by no pending facet.
  await meter({ commissionStatus: 'Approved', techSupportStatus: 'APPROVED' });
  await meter({ commissionStatus: 'Rejected', techSupportStatus: 'REJECTED' });
  cookie = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const json = async (url: string) => {
  const response = await t.app.inject({ url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Each option's count, and the total of the list with that option chosen. */
async function facetsAgainstLists(list: string, facetsUrl: string, extra = '') {
  const { data } = await json(`${facetsUrl}${extra}`);
  for (const [facet, counts] of Object.entries(data as Record<string, Record<string, number>>))
    for (const [option, count] of Object.entries(counts)) {
      const sep = list.includes('?') ? '&' : '?';
      const { total } = await json(
        `${list}${sep}${facet}=${encodeURIComponent(option)}${extra.replace('?', '&')}`,
      );
      expect(count, `${facet}=${option}`).toBe(total);
    }
  return data;
}

describe('GET /api/v1/meters/pending-with-tech-support/facets', () => {
  it("counts each recommendation option as the list's total with that option chosen", async () => {
    const tech = '/api/v1/meters/pending-with-tech-support';
    const data = await facetsAgainstLists(tech, `${tech}/facets`);
    expect(data.recommendation).toEqual({ approve: 3, reject: 1, none: 2 });
    expect(data.review).toEqual({ 'Pending Review': 4, 'No Status': 2 });
  });

  it('holds the list’s other filters (division, search) and ignores its own', async () => {
    const tech = '/api/v1/meters/pending-with-tech-support';
    const north = await facetsAgainstLists(tech, `${tech}/facets`, '?division=North');
    expect(north.recommendation).toEqual({ approve: 1, reject: 0, none: 0 });
    const chosen = await json(`${tech}/facets?recommendation=reject`);
    expect(chosen.data.recommendation).toEqual({ approve: 3, reject: 1, none: 2 });
  });
});

describe('GET /api/v1/meters/facets', () => {
  it("counts the Pending Meters Review filter's options as the list's totals", async () => {
    const data = await facetsAgainstLists(
      '/api/v1/meters?stage=pending-review',
      '/api/v1/meters/facets?stage=pending-review',
    );
    expect(data.review).toEqual({ 'Pending Review': 4, 'No Status': 2 });
  });

  it('refuses (400) an unknown option, as the list does', async () => {
    const response = await t.app.inject({
      url: '/api/v1/meters/facets?recommendation=maybe',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
  });
});
