import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, SESSIONS, USERS, type UserSession } from '@smms/shared';
import { addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const ids: Record<'superadmin' | 'ae1' | 'ae2' | 'officer' | 'bi', number> = {} as never;
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const call = (cookie: string, method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { cookie, ...CONSOLE } });
const me = async (cookie: string) => (await call(cookie, 'GET', '/api/v1/auth/me')).statusCode;
const sessionsOf = async (cookie: string, id: number) => {
  const response = await call(cookie, 'GET', `/api/v1/users/${id}/sessions`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as UserSession[];
};
/** Signs in with a user agent, as a browser would. */
const signInAs = async (username: string, password: string, userAgent: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { ...CONSOLE, 'user-agent': userAgent },
    payload: { username, password },
  });
  const cookie = response.cookies.find((c) => c.name === 'smms_session');
  if (!cookie) throw new Error(response.body);
  return `smms_session=${cookie.value}`;
};
const sessionsEnded = () =>
  t.app.dbHandle.db
    .selectFrom('activities')
    .select(['actorId', 'entityId', 'details'])
    .where('action', '=', 'SESSIONS_ENDED')
    .orderBy('id')
    .execute();

let superadmin: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae1 = await addUser(db, { username: 'ae1', role: 'AE_ADMIN' });
  const ae2 = await addUser(db, { username: 'ae2', role: 'AE_ADMIN' });
  const bi = await addUser(db, { username: 'bi', role: 'BI_ADMIN' });
  const officer = await addUser(db, { username: 'officer1', role: 'FIELD_OFFICER', createdBy: ae1.id });
  const root = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'superadmin')
    .executeTakeFirstOrThrow();
  Object.assign(ids, { superadmin: root.id, ae1: ae1.id, ae2: ae2.id, bi: bi.id, officer: officer.id });
  superadmin = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

describe('GET /api/v1/users/:id/sessions', () => {
  it("lists a person's live sessions with the device in short, and marks the caller's own", async () => {
    await signInAs('bi', FIXTURE_PASSWORD, CHROME_WINDOWS);
    await signInAs('bi', FIXTURE_PASSWORD, 'okhttp/4.12.0');
    const list = await sessionsOf(superadmin, ids.bi);
    expect(list.map((s) => s.device).sort()).toEqual(['Chrome on Windows', 'okhttp']);
    expect(list.every((s) => !s.current && s.ip === '127.0.0.1')).toBe(true);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ['createdAt', 'current', 'device', 'expiresAt', 'id', 'ip', 'lastSeenAt'].sort(),
    );
    const own = await sessionsOf(superadmin, ids.superadmin);
    expect(own.filter((s) => s.current)).toHaveLength(1);
  });

  it('leaves out sessions that are over: logged out, idle too long, past their absolute expiry', async () => {
    const db = t.app.dbHandle.db;
    const loggedOut = await signIn(t.app, 'ae2', FIXTURE_PASSWORD);
    for (let i = 0; i < 3; i += 1) await signIn(t.app, 'ae2', FIXTURE_PASSWORD);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: loggedOut, ...CONSOLE },
    });
    const before = await sessionsOf(superadmin, ids.ae2);
    expect(before).toHaveLength(3);
    const [idle, old, kept] = before.map((s) => s.id) as [number, number, number];
    const ago = (ms: number) => new Date(Date.now() - ms);
    await db
      .updateTable('sessions')
      .set({ lastSeenAt: ago(31 * 60_000) })
      .where('id', '=', idle)
      .execute();
    await db
      .updateTable('sessions')
      .set({ expiresAt: ago(1000) })
      .where('id', '=', old)
      .execute();
    expect((await sessionsOf(superadmin, ids.ae2)).map((s) => s.id)).toEqual([kept]);
  });

  it('answers 404 to an AE_ADMIN for a person it may not manage, and lets it see its own officer', async () => {
    const ae1 = await signIn(t.app, 'ae1', FIXTURE_PASSWORD);
    expect((await call(ae1, 'GET', `/api/v1/users/${ids.ae2}/sessions`)).statusCode).toBe(404);
    expect((await call(ae1, 'GET', `/api/v1/users/${ids.superadmin}/sessions`)).statusCode).toBe(404);
    expect((await call(ae1, 'GET', `/api/v1/users/${ids.officer}/sessions`)).statusCode).toBe(200);
    expect((await call(ae1, 'GET', `/api/v1/users/${ids.ae1}/sessions`)).statusCode).toBe(200);
    const bi = await signIn(t.app, 'bi', FIXTURE_PASSWORD);
    const refused = await call(bi, 'GET', `/api/v1/users/${ids.ae1}/sessions`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(USERS.userNotFound);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/users/${ids.bi}/sessions` });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH.notLoggedIn);
  });
});

describe('DELETE /api/v1/users/:id/sessions/:sessionId', () => {
  it('ends that session at once (its next call is a 401), leaves the others, and audits it', async () => {
    const first = await signInAs('ae1', FIXTURE_PASSWORD, CHROME_WINDOWS);
    const second = await signIn(t.app, 'ae1', FIXTURE_PASSWORD);
    // Both are in the session cache now; ending one must still hold from the very next call.
    expect([await me(first), await me(second)]).toEqual([200, 200]);
    const target = (await sessionsOf(superadmin, ids.ae1)).find((s) => s.device === 'Chrome on Windows');
    const auditsBefore = (await sessionsEnded()).length;
    const response = await call(superadmin, 'DELETE', `/api/v1/users/${ids.ae1}/sessions/${target?.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(SESSIONS.ended);
    expect(await me(first)).toBe(401);
    expect(await me(second)).toBe(200);
    const audits = await sessionsEnded();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)).toMatchObject({ actorId: ids.superadmin, entityId: ids.ae1 });
    expect(audits.at(-1)?.details).toMatchObject({
      username: 'ae1',
      which: 'one',
      count: 1,
    });
  });

  it("answers 404 for another person's session, an unknown one or one already ended, and changes nothing", async () => {
    const biCookie = await signIn(t.app, 'bi', FIXTURE_PASSWORD);
    const biSession = (await sessionsOf(biCookie, ids.bi)).find((s) => s.current);
    const auditsBefore = (await sessionsEnded()).length;
    for (const url of [
      `/api/v1/users/${ids.ae1}/sessions/${biSession?.id}`,
      `/api/v1/users/${ids.bi}/sessions/999999`,
    ]) {
      const response = await call(superadmin, 'DELETE', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(SESSIONS.notFound);
    }
    expect(await me(biCookie)).toBe(200);
    expect(await sessionsEnded()).toHaveLength(auditsBefore);
  });

  it('refuses an AE_ADMIN the sessions of a person it may not manage (404), ending nothing', async () => {
    const ae2 = await signIn(t.app, 'ae2', FIXTURE_PASSWORD);
    const victim = await signIn(t.app, 'ae1', FIXTURE_PASSWORD);
    const victimSession = (await sessionsOf(victim, ids.ae1)).find((s) => s.current);
    expect(
      (await call(ae2, 'DELETE', `/api/v1/users/${ids.ae1}/sessions/${victimSession?.id}`)).statusCode,
    ).toBe(404);
    expect((await call(ae2, 'DELETE', `/api/v1/users/${ids.ae1}/sessions`)).statusCode).toBe(404);
    expect(await me(victim)).toBe(200);
  });

  it("lets an AE_ADMIN end its own officer's session", async () => {
    const ae1 = await signIn(t.app, 'ae1', FIXTURE_PASSWORD);
    await t.app.dbHandle.db
      .insertInto('sessions')
      .values({
        tokenHash: 'x'.repeat(64),
        userId: ids.officer,
        expiresAt: new Date(Date.now() + 3_600_000),
        ip: null,
        userAgent: null,
      })
      .execute();
    const [session] = await sessionsOf(ae1, ids.officer);
    expect(session?.device).toBe('Unknown device');
    expect(
      (await call(ae1, 'DELETE', `/api/v1/users/${ids.officer}/sessions/${session?.id}`)).statusCode,
    ).toBe(200);
    expect(await sessionsOf(ae1, ids.officer)).toEqual([]);
  });

  it('ends the caller’s own session when asked: its next call is a 401', async () => {
    const own = await signIn(t.app, 'bi', FIXTURE_PASSWORD);
    const mine = (await sessionsOf(own, ids.bi)).find((s) => s.current);
    expect((await call(own, 'DELETE', `/api/v1/users/${ids.bi}/sessions/${mine?.id}`)).statusCode).toBe(200);
    expect(await me(own)).toBe(401);
  });
});

describe('DELETE /api/v1/users/:id/sessions', () => {
  it('ends every session of another person at once and says how many; audited once', async () => {
    const cookies = [
      await signIn(t.app, 'ae2', FIXTURE_PASSWORD),
      await signIn(t.app, 'ae2', FIXTURE_PASSWORD),
    ];
    const live = (await sessionsOf(superadmin, ids.ae2)).length;
    const auditsBefore = (await sessionsEnded()).length;
    const response = await call(superadmin, 'DELETE', `/api/v1/users/${ids.ae2}/sessions`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ended: live, message: SESSIONS.allEnded(live) });
    for (const cookie of cookies) expect(await me(cookie)).toBe(401);
    expect(await sessionsOf(superadmin, ids.ae2)).toEqual([]);
    const audits = await sessionsEnded();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)?.details).toMatchObject({ which: 'all', count: live });
  });

  it("keeps the caller's own session when the caller ends its own sessions", async () => {
    const other = await signIn(t.app, 'bi', FIXTURE_PASSWORD);
    const own = await signIn(t.app, 'bi', FIXTURE_PASSWORD);
    const response = await call(own, 'DELETE', `/api/v1/users/${ids.bi}/sessions`);
    expect(response.statusCode).toBe(200);
    expect(await me(other)).toBe(401);
    expect(await me(own)).toBe(200);
    expect((await sessionsOf(own, ids.bi)).map((s) => s.current)).toEqual([true]);
  });

  it('answers with nothing ended, and no audit entry, when there is nothing to end', async () => {
    const auditsBefore = (await sessionsEnded()).length;
    const response = await call(superadmin, 'DELETE', `/api/v1/users/${ids.ae2}/sessions`);
    expect(response.json()).toMatchObject({ ended: 0, message: SESSIONS.allEnded(0) });
    expect(await sessionsEnded()).toHaveLength(auditsBefore);
  });
});
