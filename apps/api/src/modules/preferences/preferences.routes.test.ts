import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCE_MESSAGES, PREFERENCE_VALUE_MAX_LENGTH, PREFERENCES_MAX } from '@smms/shared';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import { addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const cookies: Record<'superadmin' | 'bi' | 'ae' | 'officer', string> = {} as never;
let aeId: number;

const get = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me/preferences', headers: { cookie, ...CONSOLE } });
const put = (cookie: string, name: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/me/preferences/${name}`,
    headers: { cookie, ...CONSOLE },
    payload: payload as object,
  });
const preferencesOf = async (cookie: string) => {
  const response = await get(cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, string>;
};
const rowsOf = (userId: number) =>
  t.app.dbHandle.db
    .selectFrom('userPreferences')
    .select(['name', 'value'])
    .where('userId', '=', userId)
    .orderBy('name')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'pref-ae', role: 'AE_ADMIN' });
  aeId = ae.id;
  await addUser(db, { username: 'pref-bi', role: 'BI_ADMIN' });
  await addUser(db, { username: 'pref-officer', role: 'FIELD_OFFICER', createdBy: ae.id });
  cookies.superadmin = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
  cookies.bi = await signIn(t.app, 'pref-bi', FIXTURE_PASSWORD);
  cookies.ae = await signIn(t.app, 'pref-ae', FIXTURE_PASSWORD);
  cookies.officer = await signIn(t.app, 'pref-officer', FIXTURE_PASSWORD);
});
afterAll(() => t.close());

describe('GET and PUT /api/v1/me/preferences', () => {
  it('keeps what a person sets, by name, and a later value replaces the earlier', async () => {
    expect(await preferencesOf(cookies.bi)).toEqual({});
    const set = await put(cookies.bi, 'columns.meters-installed', { value: '["dtrNo"]' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      success: true,
      data: { name: 'columns.meters-installed', value: '["dtrNo"]' },
    });
    await put(cookies.bi, 'page-size', { value: '25' });
    await put(cookies.bi, 'page-size', { value: '100' });
    expect(await preferencesOf(cookies.bi)).toEqual({
      'columns.meters-installed': '["dtrNo"]',
      'page-size': '100',
    });
  });

  it("never shows or changes another person's preferences", async () => {
    await put(cookies.ae, 'page-size', { value: '50' });
    await put(cookies.superadmin, 'page-size', { value: '200' });
    expect(await preferencesOf(cookies.ae)).toEqual({ 'page-size': '50' });
    expect(await preferencesOf(cookies.superadmin)).toEqual({ 'page-size': '200' });
    expect((await preferencesOf(cookies.bi))['page-size']).toBe('100');
  });

  it('is for the console roles: a field officer gets 403 and keeps nothing', async () => {
    expect((await get(cookies.officer)).statusCode).toBe(403);
    expect((await put(cookies.officer, 'page-size', { value: '25' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/me/preferences' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 to a bad name or a value too long, and changes nothing', async () => {
    const before = await preferencesOf(cookies.bi);
    for (const name of ['Page-Size', 'page_size', 'x'.repeat(81), 'a%20b']) {
      const response = await put(cookies.bi, name, { value: '1' });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message).toContain(PREFERENCE_MESSAGES.invalidName);
    }
    const long = await put(cookies.bi, 'page-size', { value: 'x'.repeat(PREFERENCE_VALUE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(PREFERENCE_MESSAGES.valueTooLong);
    for (const payload of [{}, { value: 25 }, { value: null }])
      expect((await put(cookies.bi, 'page-size', payload)).statusCode).toBe(400);
    const longest = await put(cookies.bi, 'note', { value: 'x'.repeat(PREFERENCE_VALUE_MAX_LENGTH) });
    expect(longest.statusCode).toBe(200);
    expect(await preferencesOf(cookies.bi)).toEqual({
      ...before,
      note: 'x'.repeat(PREFERENCE_VALUE_MAX_LENGTH),
    });
  });

  it(`refuses (409) a new preference past ${PREFERENCES_MAX}, changing nothing; existing ones still change`, async () => {
    const db = t.app.dbHandle.db;
    await db
      .insertInto('userPreferences')
      .values(
        Array.from({ length: PREFERENCES_MAX }, (_, i) => ({ userId: aeId, name: `n${i}`, value: 'v' })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    // The AE_ADMIN also has page-size: 101 now, past the cap already; nothing new may be added.
    const before = await rowsOf(aeId);
    const refused = await put(cookies.ae, 'one.more', { value: 'v' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: PREFERENCE_MESSAGES.tooMany });
    expect(await rowsOf(aeId)).toEqual(before);
    await db
      .deleteFrom('userPreferences')
      .where('userId', '=', aeId)
      .where('name', '=', 'page-size')
      .execute();
    expect((await put(cookies.ae, 'n0', { value: 'changed' })).statusCode).toBe(200);
    expect((await put(cookies.ae, 'one.more', { value: 'v' })).statusCode).toBe(409);
  });

  it("DELETE forgets all of the caller's preferences and no one else's", async () => {
    await put(cookies.ae, 'page-size', { value: '25' });
    await put(cookies.ae, 'columns.officers', { value: '["phone"]' });
    await put(cookies.superadmin, 'page-size', { value: '100' });
    const reset = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/me/preferences',
      headers: { cookie: cookies.ae, ...CONSOLE },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await preferencesOf(cookies.ae)).toEqual({});
    expect(await preferencesOf(cookies.superadmin)).toMatchObject({ 'page-size': '100' });
  });

  it('goes with the person: deleting a user deletes their preferences', async () => {
    const db = t.app.dbHandle.db;
    const gone = await addUser(db, { username: 'pref-gone', role: 'BI_ADMIN' });
    const cookie = await signIn(t.app, 'pref-gone', FIXTURE_PASSWORD);
    await put(cookie, 'page-size', { value: '25' });
    expect(await rowsOf(gone.id)).toHaveLength(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${gone.id}`,
      headers: { cookie: cookies.superadmin, ...CONSOLE },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await rowsOf(gone.id)).toEqual([]);
  });
});

describe('migration 0019: user preferences', () => {
  const exists = async () =>
    (
      await sql<{ name: string | null }>`select to_regclass('user_preferences')::text as name`.execute(
        t.app.dbHandle.db,
      )
    ).rows[0]?.name ?? null;

  it('is undone by its down (the table goes) and done again by its up', async () => {
    const db = t.app.dbHandle.db;
    await migrateTo(db, '0018-activity-actor-names');
    expect(await exists()).toBeNull();
    await migrateToLatest(db);
    expect(await exists()).toBe('user_preferences');
    expect(await preferencesOf(cookies.bi)).toEqual({});
  });
});
