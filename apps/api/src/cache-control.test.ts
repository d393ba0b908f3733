import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from './test/test-app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

describe('Cache-Control on API answers', () => {
  it.each([
    ['a list', '/api/v1/meters', 200],
    ['the signed-in user', '/api/v1/auth/me', 200],
    ['a refused filter', '/api/v1/meters?pageSize=100000', 400],
    ['an unknown record', '/api/v1/meters/999999', 404],
    ['an unknown API path', '/api/v1/nothing-here', 404],
  ])('keeps %s out of every cache', async (_what, url, status) => {
    const response = await t.app.inject({ url, headers: { cookie, ...CONSOLE } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps auth answers out of every cache: a sign-in, a wrong password and a call without a session', async () => {
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: CONSOLE,
      payload: { username: 'superadmin', password: ADMIN_PASSWORD },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: CONSOLE,
      payload: { username: 'superadmin', password: 'not-the-password' },
    });
    const anonymous = await t.app.inject({ url: '/api/v1/auth/me', headers: CONSOLE });
    expect([good.statusCode, wrong.statusCode, anonymous.statusCode]).toEqual([200, 401, 401]);
    for (const response of [good, wrong, anonymous])
      expect(response.headers['cache-control']).toBe('no-store');
  });
});
