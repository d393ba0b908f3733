import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, SERVER } from '@smms/shared';
import { hashPassword } from '../../lib/password.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const PASSWORD = 'Field#Officer-77';

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword(PASSWORD);
  const base = {
    role: 'AE_ADMIN' as const,
    email: null,
    alternatePhone: null,
    circle: null,
    subDivision: null,
    section: null,
    createdBy: null,
  };
  await t.app.dbHandle.db
    .insertInto('users')
    .values([
      { ...base, username: 'ae.one', passwordHash, firstName: 'Asha', lastName: 'One', phone: '9800000001' },
      {
        ...base,
        username: 'ae.off',
        passwordHash,
        firstName: 'Ravi',
        lastName: 'Off',
        phone: '9800000002',
        isActive: false,
      },
      {
        ...base,
        username: 'officer',
        passwordHash,
        firstName: 'Om',
        lastName: 'Field',
        phone: '9800000003',
        role: 'FIELD_OFFICER',
      },
    ])
    .execute();
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = { ...CONSOLE }) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload: payload as object });

describe('POST /api/v1/auth/login', () => {
  it('signs in the bootstrap super admin and sets an httpOnly, SameSite=Strict cookie', async () => {
    const response = await login({ username: ' superadmin ', password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, user: { username: 'superadmin', role: 'BI_SUPER_ADMIN' } });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.token).toBeUndefined();
    const cookie = response.cookies.find((c) => c.name === 'smms_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  });

  it('gives a bearer token to a client that is not the console (the field app)', async () => {
    const response = await login({ username: 'officer', password: PASSWORD }, {});
    expect(response.statusCode).toBe(200);
    const token = response.json().token as string;
    expect(token.length).toBeGreaterThan(30);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().user.role).toBe('FIELD_OFFICER');
  });

  it('answers the same 401 message for an unknown user and a wrong password', async () => {
    const unknown = await login({ username: 'nobody', password: 'whatever-123' });
    const wrong = await login({ username: 'ae.one', password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ success: false, message: AUTH.invalidUsernameOrPassword });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('answers 400 with the spec message when a field is empty', async () => {
    const response = await login({ username: '  ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: AUTH.fillAllFields });
    expect(response.json().errors).toHaveProperty('username');
  });

  it('answers 400, never 500, for malformed bodies', async () => {
    for (const payload of ['{"username":', '[]', '"x"', '{"username": 5, "password": {}}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { ...CONSOLE, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('refuses a deactivated account with the answer of a wrong password, whatever the password', async () => {
    const right = await login({ username: 'ae.off', password: PASSWORD });
    const wrong = await login({ username: 'ae.off', password: 'wrong-password' });
    const unknown = await login({ username: 'no.one.here', password: PASSWORD });
    for (const response of [right, wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: AUTH.invalidUsernameOrPassword });
    }
  });

  it('records the sign-in time', async () => {
    await signIn(t.app, 'ae.one', PASSWORD);
    const row = await t.app.dbHandle.db
      .selectFrom('users')
      .select('lastLoginAt')
      .where('username', '=', 'ae.one')
      .executeTakeFirstOrThrow();
    expect(row.lastLoginAt).not.toBeNull();
  });
});

describe('GET /api/v1/auth/me', () => {
  it('answers the signed-in user (session restore on reload)', async () => {
    const cookie = await signIn(t.app, 'ae.one', PASSWORD);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ username: 'ae.one', firstName: 'Asha', isActive: true });
  });

  it('answers 401 without a session or with a made-up one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie: 'smms_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ success: false, message: AUTH.notLoggedIn });
  });

  it('ends a session that has been idle longer than the idle limit', async () => {
    const cookie = await signIn(t.app, 'ae.one', PASSWORD);
    await sql`update sessions set last_seen_at = now() - interval '31 minutes'`.execute(t.app.dbHandle.db);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('ends a session past its absolute expiry even while in use', async () => {
    const cookie = await signIn(t.app, 'ae.one', PASSWORD);
    await sql`update sessions set expires_at = now() - interval '1 second' where revoked_at is null`.execute(
      t.app.dbHandle.db,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('stops working at once when the user is deactivated', async () => {
    const cookie = await signIn(t.app, 'ae.one', PASSWORD);
    await t.app.dbHandle.db
      .updateTable('users')
      .set({ isActive: false })
      .where('username', '=', 'ae.one')
      .execute();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode,
    ).toBe(401);
    await t.app.dbHandle.db
      .updateTable('users')
      .set({ isActive: true })
      .where('username', '=', 'ae.one')
      .execute();
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('ends the session on the server, so the same cookie no longer works', async () => {
    const cookie = await signIn(t.app, 'ae.one', PASSWORD);
    // Read once, so the server holds the session in its cache: the logout must still end it at once.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode,
    ).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie, ...CONSOLE },
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('refuses a browser request without the console header (CSRF) and changes nothing', async () => {
    const cookie = await signIn(t.app, 'ae.one', PASSWORD);
    const blocked = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(SERVER.csrf);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('refuses a request whose Origin is another site', async () => {
    const cookie = await signIn(t.app, 'ae.one', PASSWORD);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie, ...CONSOLE, origin: 'https://evil.example', host: 'smms.local' },
    });
    expect(blocked.statusCode).toBe(403);
  });
});
