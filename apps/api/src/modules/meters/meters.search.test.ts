import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeter, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { COMMON_SHARE, meterSearch, meterWhere, type MeterFilters } from './meters.filters.js';

/**
 * A search finds meters by their own text and by their officer's name. The officers are found first and a
 * name search's total adds the named officers' meters from the counters to the text's other matches: the
 * total must still be exactly the meters the list pages through and the export writes, once each, whatever
 * the stage, scope or tech support list, and when a meter matches both ways. With a division the counters
 * cannot answer and every match is counted: the same totals again.
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
  await addMeter(db, { fieldOfficerId: escalante.id, techSupportProgress: 'ESCALATED' });
  await addMeter(db, { fieldOfficerId: escalante.id });
  await addMeter(db, { fieldOfficerId: vermaOfAe1.id, techSupportProgress: 'ESCALATED' });
  // Issue 38: found by the words the table shows ("In Progress") as by the stored code ("in_progress").
  const kapoor = await addUser(db, {
    username: 'fo7',
    role: 'FIELD_OFFICER',
    firstName: 'Tara',
    lastName: 'Kapoor',
    createdBy: ae2.id,
  });
  await addMeter(db, { fieldOfficerId: kapoor.id, techSupportProgress: 'IN_PROGRESS' });
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
    ['superadmin', 'meters/pending-with-tech-support', 'q=In%20Progress', 1],
    ['superadmin', 'meters/pending-with-tech-support', 'q=in%20prog', 1],
    ['superadmin', 'meters/pending-with-tech-support', 'q=in_progress', 1],
    ['superadmin', 'meters', 'q=In%20Progress', 0],
    ['superadmin', 'meters', 'q=sharma&division=Agra%20Urban%20I', 4 + 1 + 3 + 2],
    ['superadmin', 'meters', 'q=Sharma&stage=accepted&division=Agra%20Urban%20I', 2],
    ['ae1', 'meters', 'q=sharma&division=Agra%20Urban%20I', 4 + 1 + 2],
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

describe('a name search and its officers', () => {
  // A rare name, and a common one: officers holding more than 1 in 100 meters. Run after the totals above.
  let rare: number;
  let common: number;
  beforeAll(async () => {
    const db = t.app.dbHandle.db;
    rare = (
      await addUser(db, { username: 'fo5', role: 'FIELD_OFFICER', firstName: 'Ira', lastName: 'Quill' })
    ).id;
    common = (
      await addUser(db, { username: 'fo6', role: 'FIELD_OFFICER', firstName: 'Om', lastName: 'Bulkwala' })
    ).id;
    await addMeter(db, { fieldOfficerId: rare });
    await sql`insert into meters (meter_sno, installed_on, field_officer_id, division)
      select 'BULK' || g, now() - g * interval '1 minute', ${common}, 'Agra Urban I' from generate_series(1, 300) g`.execute(
      db,
    );
  });

  const all = { kind: 'all' } as const;
  const installed: MeterFilters = { stage: 'installed' };

  it('names the officers who hold meters of the list, with how many they hold', async () => {
    const db = t.app.dbHandle.db;
    const found = await meterSearch(db, all, { ...installed, q: 'sharma' });
    // Geeta Sharma, an admin, holds none.
    expect(found?.officerIds).toHaveLength(2);
    expect(found?.officersHold).toBe(4 + 1 + 3);
    expect((await meterSearch(db, all, { stage: 'accepted', q: 'sharma' }))?.officersHold).toBe(2);
    // An AE_ADMIN's search names its own officers only: Neha Sharma is another's.
    const ae1 = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'ae1')
      .executeTakeFirstOrThrow();
    const fo1 = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'fo1')
      .executeTakeFirstOrThrow();
    expect(
      await meterSearch(db, { kind: 'createdBy', adminId: ae1.id }, { ...installed, q: 'sharma' }),
    ).toMatchObject({
      officerIds: [fo1.id],
      officersHold: 4 + 1,
    });
    expect(
      (await meterSearch(db, { kind: 'createdBy', adminId: -1 }, { ...installed, q: 'sharma' }))?.officerIds,
    ).toEqual([]);
  });

  it(`is common when the officers hold ${COMMON_SHARE * 100}% of the meters or more, rare below`, async () => {
    const db = t.app.dbHandle.db;
    const [{ n }] = (await sql<{ n: number }>`select count(*)::int as n from meters`.execute(db)).rows as [
      { n: number },
    ];
    expect(1 / n).toBeLessThan(COMMON_SHARE);
    expect(await meterSearch(db, all, { ...installed, q: 'quill' })).toMatchObject({
      officerIds: [rare],
      officersHold: 1,
      common: false,
    });
    expect(await meterSearch(db, all, { ...installed, q: 'bulkwala' })).toMatchObject({
      officerIds: [common],
      officersHold: 300,
      common: true,
    });
    // A division leaves the share untold: the officers go as an array, and every match is counted.
    expect(await meterSearch(db, all, { ...installed, q: 'bulkwala', division: 'Agra Urban I' })).toEqual({
      pattern: '%bulkwala%',
      officerIds: [common],
      common: false,
    });
  });

  it('selects the same meters whichever way the officers are sent', async () => {
    const db = t.app.dbHandle.db;
    for (const q of ['quill', 'bulkwala', 'sharma', 'verma']) {
      const search = await meterSearch(db, all, { ...installed, q });
      if (!search) throw new Error('a search was expected');
      const ids = async (common: boolean) =>
        (
          await db
            .selectFrom('meters as m')
            .select('m.id')
            .where((eb) => meterWhere(eb, all, { ...installed, q }, { ...search, common }))
            .orderBy('m.id')
            .execute()
        ).map((m) => m.id);
      const asSet = await ids(true);
      expect(asSet.length).toBeGreaterThan(0);
      expect(await ids(false)).toEqual(asSet);
    }
  });

  it('pages through a common name and a rare one to their last meter, once each', async () => {
    for (const [q, expected] of [
      ['quill', 1],
      ['bulkwala', 300],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const response = await get(
          'superadmin',
          `/api/v1/meters?q=${q}&pageSize=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json() as {
          data: { meterSno: string }[];
          total: number;
          nextCursor: string | null;
        };
        expect(page.total).toBe(expected);
        seen.push(...page.data.map((m) => m.meterSno));
        cursor = page.nextCursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(expected);
      expect(seen).toHaveLength(expected);
    }
  });
});
