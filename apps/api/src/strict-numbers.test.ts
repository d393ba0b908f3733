import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, PAGE_SIZE_MAX, SERVER } from '@smms/shared';
import { addMeter, addUser, FIXTURE_PASSWORD } from './test/fixtures.js';
import { CONSOLE, createTestApp, signIn, type TestApp } from './test/test-app.js';

/**
 * Issue 13, hole 8: ids and whole numbers are read strictly. A coercing number took `true` and `[1]` for
 * meter 1 and `"0x10"` for meter 16, and acted on them.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const officer = await addUser(db, { username: 'strict.fo', role: 'FIELD_OFFICER' });
  for (let i = 0; i < 16; i += 1) await addMeter(db, { fieldOfficerId: officer.id });
  await addUser(db, { username: 'strict.bi', role: 'BI_ADMIN' });
  cookie = await signIn(t.app, 'strict.bi', FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const LOOSE = [true, [1], '0x10', '1e1', ' 7', '', 1.5, '1.0', null];

describe('ids and whole numbers', () => {
  it('refuses a loose meterId in a body with a message, and changes no meter', async () => {
    const db = t.app.dbHandle.db;
    const before = await db
      .selectFrom('meters')
      .select(['id', 'techSupportStatus', 'version'])
      .orderBy('id')
      .execute();
    for (const meterId of LOOSE) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/meters/bi-admin/update-tech-support',
        headers: { cookie, ...CONSOLE },
        payload: { meterId, techSupportStatus: 'Approved' },
      });
      expect(response.statusCode, JSON.stringify(meterId)).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().errors?.meterId, JSON.stringify(meterId)).toBeTruthy();
    }
    const after = await db
      .selectFrom('meters')
      .select(['id', 'techSupportStatus', 'version'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
  });

  it('refuses loose ids and page numbers in paths and queries, and still reads plain digits', async () => {
    const [first] = await t.app.dbHandle.db
      .selectFrom('meters')
      .select('id')
      .orderBy('id')
      .limit(1)
      .execute();
    const id = first?.id as number;
    const get = (url: string) => t.app.inject({ url, headers: { cookie } });
    // A path that names no meter is a 404, as any unknown path (before: meter 1).
    for (const url of ['/api/v1/meters/0x1', '/api/v1/meters/1e0', '/api/v1/meters/%201']) {
      const response = await get(url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(404);
      expect(response.json().message).toBe(SERVER.routeNotFound);
    }
    for (const url of [
      '/api/v1/meters-data/compare-with-discom?meterId=0x10',
      '/api/v1/meters?stage=installed&page=1e1',
      '/api/v1/meters?stage=installed&pageSize=%205',
    ]) {
      const response = await get(url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(JSON.stringify(response.json().errors), url).toContain(FIELD_MESSAGES.notAWholeNumber);
    }
    // A whole number out of range says the range it must be in (issue 37: it said "Enter a whole number").
    for (const pageSize of ['0', '501']) {
      const response = await get(`/api/v1/meters?stage=installed&pageSize=${pageSize}`);
      expect([response.statusCode, response.json().errors], pageSize).toEqual([
        400,
        { pageSize: FIELD_MESSAGES.wholeNumberRange(1, PAGE_SIZE_MAX) },
      ]);
      expect(response.json().message).toBe('Enter a whole number from 1 to 500');
    }
    const page = await get('/api/v1/meters?stage=installed&page=0');
    expect(page.json().errors).toEqual({ page: 'Enter a whole number of at least 1' });
    expect((await get(`/api/v1/meters/${id}`)).statusCode).toBe(200);
    expect((await get('/api/v1/meters?stage=installed&page=1&pageSize=5')).json().data).toHaveLength(5);
  });
});
