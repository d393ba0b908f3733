import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, type TestApp } from '../../test/test-app.js';

const login = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: CONSOLE,
    payload: { username: 'superadmin', password: ADMIN_PASSWORD },
  });
const me = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });

describe('the session cookie in production (NODE_ENV=production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'on' });
  });
  afterAll(() => t.close());

  it('is __Host-smms_session: Secure, HttpOnly, SameSite=Strict, Path=/ and no Domain', async () => {
    const response = await login(t);
    expect(response.statusCode, response.body).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^__Host-smms_session=/);
    const attributes = header.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=strict', 'path=/']));
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
  });

  it('is the cookie the server reads: the same token under the plain name is not a session', async () => {
    const token = (await login(t)).cookies.find((c) => c.name === '__Host-smms_session')?.value;
    expect(token).toBeTruthy();
    expect((await me(t, `__Host-smms_session=${token}`)).statusCode).toBe(200);
    expect((await me(t, `smms_session=${token}`)).statusCode).toBe(401);
  });

  it('is cleared under its own name, Secure, on logout', async () => {
    const token = (await login(t)).cookies.find((c) => c.name === '__Host-smms_session')?.value;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: `__Host-smms_session=${token}`, ...CONSOLE },
    });
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^__Host-smms_session=;/);
    expect(header.toLowerCase()).toContain('secure');
    expect((await me(t, `__Host-smms_session=${token}`)).statusCode).toBe(401);
  });

  it('is the cookie the API document names', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.json().components.securitySchemes.cookie.name).toBe('__Host-smms_session');
  });

  it('still needs the console header for a cookie-carrying write (CSRF check reads the same name)', async () => {
    const token = (await login(t)).cookies.find((c) => c.name === '__Host-smms_session')?.value;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: `__Host-smms_session=${token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the session cookie outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the plain name, not Secure (plain HTTP on localhost cannot keep a __Host- cookie)', async () => {
    const header = String((await login(t)).headers['set-cookie']);
    expect(header).toMatch(/^smms_session=/);
    expect(header.toLowerCase()).not.toContain('secure');
  });
});
