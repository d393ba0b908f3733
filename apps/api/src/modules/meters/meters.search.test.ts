import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeter, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

/**
 * A search finds meters by their own text and by their officer's name. The officers are found first and a
 * name search's total adds the named officers' meters from the counters to the text's other matches: the
 * total must still be exactly the meters the list pages through and the export writes, once each, whatever
 * the stage, scope or tech support list, and when a meter matches both ways.
 */
let t: TestApp;
let cookies: Record<'superadmin' | 'ae1', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae1 = await addUser(db, { username: 'ae1', role: 'AE_ADMIN' });
  const ae2 = await addUser(db, { username: 'ae2', role: 'AE_ADMIN' });
  const sharmaOfAe1 = await addUser(db, {
    username: 'fo1',
    role: 'FIELD_OFFICER',
    firstName: 'Amit',
    lastName: 'Sharma',
    createdBy: ae1.id,
  });
  const sharmaOfAe2 = await addUser(db, {
    username: 'fo2',
    role: 'FIELD_OFFICER',
    firstName: 'Neha',
    lastName: 'Sharma',
    createdBy: ae2.id,
  });
  const vermaOfAe1 = await addUser(db, {
    username: 'fo3',
    role: 'FIELD_OFFICER',
    firstName: 'Ravi',
    lastName: 'Verma',
    createdBy: ae1.id,
  });
  // An admin named Sharma has no meters: the name matches, nothing is added.
  await addUser(db, { username: 'bi', role: 'BI_ADMIN', firstName: 'Geeta', lastName: 'Sharma' });
  for (const [fieldOfficerId, n] of [
    [sharmaOfAe1.id, 4],
    [sharmaOfAe2.id, 3],
    [vermaOfAe1.id, 3],
  ] as const)
    for (let i = 0; i < n; i += 1)
      await addMeter(db, {
        fieldOfficerId,
        communicationStatus: i % 2 ? 'LIVE' : 'Pending',
        commissionStatus: i === 1 ? 'Approved' : 'Pending',
      });
  // Matches by text and by officer: counted once. Matches by text only, under another officer: two of them, so
  // that counting the text's matches among the named officers' instead of outside them changes the total.
  await addMeter(db, { fieldOfficerId: sharmaOfAe1.id, substationName: 'Sharma Nagar 33/11 KV' });
  await addMeter(db, { fieldOfficerId: vermaOfAe1.id, feederName: 'Sharma Colony Feeder' });
  await addMeter(db, { fieldOfficerId: vermaOfAe1.id, substationName: 'Sharma Market 33/11 KV' });
  // Tech Support Management also searches the tech support status: once each there too.
  const escalante = await addUser(db, {
    username: 'fo4',
    role: 'FIELD_OFFICER',
    firstName: 'Rita',
    lastName: 'Escalante',
    createdBy: ae2.id,
  });
  await addMeter(db, { fieldOfficerId: escalante.id, techSupportStatus: 'ESCALATED' });
  await addMeter(db, { fieldOfficerId: escalante.id });
  await addMeter(db, { fieldOfficerId: vermaOfAe1.id, techSupportStatus: 'ESCALATED' });
  cookies = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    ae1: await signIn(t.app, 'ae1', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const get = (who: keyof typeof cookies, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });

async function listed(who: keyof typeof cookies, path: string, query: string) {
  const response = await get(who, `/api/v1/${path}?${query}&pageSize=500&sort=id&order=asc`);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as { data: { meterSno: string }[]; total: number; totalIsEstimate: boolean };
  const csv = (await get(who, `/api/v1/${path}/export?${query}&sort=id&order=asc`)).body;
  return {
    snos: page.data.map((m) => m.meterSno),
    total: page.total,
    estimate: page.totalIsEstimate,
    exported: csv.trim().split('\r\n').slice(1),
  };
}

describe('meter search totals', () => {
  const cases: [keyof typeof cookies, string, string, number][] = [
    ['superadmin', 'meters', 'q=sharma', 4 + 1 + 3 + 2],
    ['superadmin', 'meters', 'q=SHARMA&stage=commissioned', 2 + 1],
    ['superadmin', 'meters', 'q=Sharma&stage=accepted', 2],
    ['superadmin', 'meters', 'q=amit%20sharma', 4 + 1],
    ['superadmin', 'meters', 'q=verma', 3 + 2 + 1],
    ['superadmin', 'meters', 'q=colony', 1],
    ['superadmin', 'meters', 'q=nobody', 0],
    ['superadmin', 'meters', 'q=escala', 2],
    ['ae1', 'meters', 'q=sharma', 4 + 1 + 2],
    ['ae1', 'meters', 'q=sharma&stage=pending-review', 3 + 1 + 2],
    ['superadmin', 'meters/pending-with-tech-support', 'q=sharma', 3 + 1 + 2 + 2],
    ['superadmin', 'meters/pending-with-tech-support', 'q=escala', 2 + 1],
  ];
  for (const [who, path, query, expected] of cases)
    it(`${who} ${path}?${query}: ${expected} meters, counted exactly, once each`, async () => {
      const { snos, total, estimate, exported } = await listed(who, path, query);
      expect(new Set(snos).size).toBe(snos.length);
      expect(snos).toHaveLength(expected);
      expect(total).toBe(expected);
      expect(estimate).toBe(false);
      // The export has the list's rows in its order: the n-th line is the n-th meter's.
      expect(exported).toHaveLength(expected);
      exported.forEach((line, n) => expect(line).toContain(`"${snos[n]}"`));
    });
});
