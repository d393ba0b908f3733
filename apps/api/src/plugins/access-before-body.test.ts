import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '@smms/shared';
import { addUser, FIXTURE_PASSWORD } from '../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../test/test-app.js';

/**
 * Who may call a route is settled before its body is read (issue 13, authorization matrix): a caller
 * without a session gets 401 and one of the wrong role 403 whatever it sends, not the route's validation
 * messages (a 400 naming each field it expects), and
 * before the server reads and parses the body at all.
 */
let t: TestApp;
let officer: string;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t.app.dbHandle.db, { username: 'order-officer', role: 'FIELD_OFFICER' });
  officer = await signIn(t.app, 'order-officer', FIXTURE_PASSWORD);
  superAdmin = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const send = (cookie: string | null, method: 'POST' | 'PUT', url: string, payload: unknown, type?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...CONSOLE, ...(cookie ? { cookie } : {}), ...(type ? { 'content-type': type } : {}) },
    payload: payload as string,
  });

describe('a call the caller may not make, with a body the route would refuse', () => {
  it.each([
    ['an empty person', 'POST', '/api/v1/users', {}],
    ['a meter edit without a version', 'PUT', '/api/v1/meters/1', { feederName: 7 }],
    ['a NUL character in a field', 'POST', '/api/v1/areas', { kind: 'circle', name: 'A\u0000B' }],
    ['a body that is not JSON', 'POST', '/api/v1/tickets', '{"title":'],
  ] as const)(
    'answers 401 without a session and 403 for the wrong role: %s',
    async (_, method, url, body) => {
      const payload = typeof body === 'string' ? body : JSON.stringify(body);
      const anonymous = await send(null, method, url, payload, 'application/json');
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      expect(anonymous.json().message).toBe(AUTH.notLoggedIn);
      const wrongRole = await send(officer, method, url, payload, 'application/json');
      expect(wrongRole.statusCode, wrongRole.body).toBe(403);
      expect(wrongRole.json().message).toBe(AUTH.forbidden);
    },
  );

  it('still validates the body of a caller who may make the call', async () => {
    const response = await send(superAdmin, 'POST', '/api/v1/users', '{}', 'application/json');
    expect(response.statusCode).toBe(400);
  });
});
