import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { LIST_MESSAGES } from '@smms/shared';
import { addMeter, addUser } from '../test/fixtures.js';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../test/test-app.js';
import { cappedTotal } from './list-total.js';

/**
 * Keyset paging (issue 12) through the real routes: walking a list by its cursors, forwards and back,
 * meets every row exactly once in the list's order, the same rows as page jumps; a cursor only fits its list.
 */
let t: TestApp;
let cookie: string;

interface Envelope {
  data: { id: number }[];
  total: number;
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
  totalIsEstimate: boolean;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const officer = await addUser(db, { username: 'walker', role: 'FIELD_OFFICER', division: 'Agra Urban I' });
  // 23 meters, many sharing a substation so a sort on it has ties that only the id breaks.
  for (let i = 0; i < 23; i += 1)
    await addMeter(db, {
      fieldOfficerId: officer.id,
      substationName: i % 3 === 0 ? null : `Substation ${i % 4}`,
      commissionStatus: i % 5 === 0 ? 'Approved' : 'Pending',
      communicationStatus: i % 5 === 0 ? 'LIVE' : 'Offline',
    });
  // Officers whose first names tie, walked several to a page: a page read backwards from its Previous cursor must
  // be shown forwards, its ties broken by id as the page jumps break them.
  for (const [i, firstName] of ['Asha', 'Bela', 'Asha', 'Chitra', 'Bela', 'Asha'].entries())
    await addUser(db, { username: `walker.${i}`, role: 'FIELD_OFFICER', firstName });
  cookie = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  return { status: response.statusCode, body: response.json() as Envelope & { message: string } };
}

const withParam = (url: string, name: string, value: string | number) =>
  `${url}&${name}=${encodeURIComponent(String(value))}`;

/** Every page by Next from page 1, then every page by Previous from the last one. */
async function walk(list: string) {
  const forward: Envelope[] = [];
  let page = await get(list);
  forward.push(page.body);
  while (page.body.nextCursor) {
    page = await get(withParam(withParam(list, 'cursor', page.body.nextCursor), 'page', page.body.page + 1));
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    forward.push(page.body);
  }
  const backward: Envelope[] = [page.body];
  while (page.body.prevCursor) {
    page = await get(withParam(withParam(list, 'cursor', page.body.prevCursor), 'page', page.body.page - 1));
    expect(page.status).toBe(200);
    backward.unshift(page.body);
  }
  return { forward, backward };
}

describe('keyset paging', () => {
  const lists = [
    '/api/v1/meters?pageSize=5&sort=installedOn&order=desc',
    '/api/v1/meters?pageSize=4&sort=substationName&order=asc',
    '/api/v1/meters?pageSize=4&sort=substationName&order=desc&status=PENDING',
    '/api/v1/users/field-officers/list?pageSize=1&sort=firstName&order=asc',
    '/api/v1/users/field-officers/list?pageSize=3&sort=firstName&order=desc',
    '/api/v1/users/field-officers/list?pageSize=2&sort=id&order=asc',
  ];
  for (const list of lists)
    it(`walks ${list} by cursor, forwards and back, as page jumps do`, async () => {
      const { forward, backward } = await walk(list);
      const ids = (pages: Envelope[]) => pages.flatMap((p) => p.data.map((r) => r.id));
      const total = forward[0]?.total ?? 0;
      expect(ids(forward)).toHaveLength(total);
      expect(new Set(ids(forward)).size).toBe(total);
      expect(ids(backward)).toEqual(ids(forward));
      expect(forward.map((p) => p.page)).toEqual(forward.map((_, i) => i + 1));
      expect(backward.map((p) => p.page)).toEqual(forward.map((p) => p.page));
      expect(forward[0]?.prevCursor).toBeNull();
      expect(forward.at(-1)?.nextCursor).toBeNull();
      for (const [i, p] of forward.entries()) {
        const jump = await get(withParam(list, 'page', i + 1));
        expect(jump.body.data.map((r) => r.id)).toEqual(p.data.map((r) => r.id));
      }
    });

  it('refuses a cursor from another list, or one that was tampered with, and changes nothing', async () => {
    const first = await get('/api/v1/meters?pageSize=5&sort=id&order=asc');
    const cursor = first.body.nextCursor as string;
    for (const url of [
      `/api/v1/meters?pageSize=5&sort=id&order=desc&cursor=${cursor}`,
      `/api/v1/meters?pageSize=5&sort=id&order=asc&status=PENDING&cursor=${cursor}`,
      `/api/v1/meters?pageSize=5&sort=id&order=asc&cursor=not-a-cursor`,
      `/api/v1/meters?pageSize=5&sort=id&order=asc&cursor=${Buffer.from('{"k":"1","i":"x","d":"next"}').toString('base64url')}`,
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(400);
      expect(response.body.message).toBe(LIST_MESSAGES.staleCursor);
    }
    // The same cursor with another page size still fits: the size is not part of the list.
    expect((await get(`/api/v1/meters?pageSize=7&sort=id&order=asc&cursor=${cursor}`)).status).toBe(200);
  });

  it('asks for 3 characters before it searches', async () => {
    for (const q of ['a', 'ab', ' ab ']) {
      const response = await get(`/api/v1/meters?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(LIST_MESSAGES.searchTooShort);
    }
    expect((await get('/api/v1/meters?q=')).status).toBe(200);
    expect((await get('/api/v1/meters?q=abc')).status).toBe(200);
  });
});

describe('list totals', () => {
  it('are exact from the counters, even after rows change by plain SQL', async () => {
    const db = t.app.dbHandle.db;
    const before = (await get('/api/v1/meters?pageSize=1&status=PENDING')).body;
    expect(before.totalIsEstimate).toBe(false);
    await sql`update meters set commission_status = 'Pending', communication_status = 'Offline'
      where id = (select min(id) from meters where commission_status = 'Approved')`.execute(db);
    const after = (await get('/api/v1/meters?pageSize=1&status=PENDING')).body;
    expect(after.total).toBe(before.total + 1);
    const { n } = await db
      .selectFrom('meters')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('commissionStatus', '=', 'Pending')
      .where('communicationStatus', '<>', 'LIVE')
      .executeTakeFirstOrThrow();
    expect(after.total).toBe(n);
  });

  it('are counted up to the cap, then the planner estimates them and says so', async () => {
    const db = t.app.dbHandle.db;
    const rows = db.selectFrom('meters as m').where('m.fieldOfficerId', 'is not', null);
    const { n } = await db
      .selectFrom('meters')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(await cappedTotal(db, rows, n)).toEqual({ total: n, totalIsEstimate: false });
    const estimated = await cappedTotal(db, rows, 3);
    expect(estimated.totalIsEstimate).toBe(true);
    expect(estimated.total).toBeGreaterThanOrEqual(4);
  });
});
