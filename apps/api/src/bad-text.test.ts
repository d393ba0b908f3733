import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES, SERVER } from '@smms/shared';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from './test/test-app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  // A statement the database refuses for text or a date it cannot store, as if validation had let it by.
  for (const code of ['22021', '22P05', '22007', '22008', '22009'])
    t.app.get(`/api/v1/test-refusal/${code}`, { config: { access: 'public' } }, async () => {
      throw Object.assign(new Error('refused by the database'), { code });
    });
  cookie = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

type Call = { method?: 'GET' | 'POST'; url: string; payload?: object; headers?: Record<string, string> };
const send = (call: Call, signedIn: boolean) =>
  t.app.inject({
    method: call.method ?? 'GET',
    url: call.url,
    headers: { ...CONSOLE, ...(signedIn ? { cookie } : {}), ...call.headers },
    ...(call.payload ? { payload: call.payload } : {}),
  });

const countRows = async (table: 'users' | 'areas') =>
  Number(
    (
      await t.app.dbHandle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a NUL character anywhere in a call', () => {
  it.each<[string, Call]>([
    [
      'a sign-in',
      {
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'super\u0000admin', password: 'x\u0000-long-enough' },
      },
    ],
    [
      'an OTP request',
      { method: 'POST', url: '/api/v1/auth/otp', payload: { username: 'super\u0000admin' } },
    ],
    [
      'an OTP check',
      {
        method: 'POST',
        url: '/api/v1/auth/validate-otp',
        payload: { phone: '99999\u000099999', otp: '123456' },
      },
    ],
    [
      'a password reset',
      { method: 'POST', url: '/api/v1/auth/password-reset', payload: { username: 'a\u0000' } },
    ],
  ])('is a 400 with a message on %s, signed out', async (_what, call) => {
    const response = await send(call, false);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: SERVER.nulText });
  });

  it.each<[string, Call]>([
    ['a list search', { url: '/api/v1/meters?q=abc%00def' }],
    ['a list filter', { url: '/api/v1/meters?division=North%00' }],
    ['an officer search', { url: '/api/v1/users/field-officers/list?q=abc%00def' }],
    ['a path', { url: '/api/v1/modem/meter/MTR%001' }],
    ['a header', { url: '/api/v1/meters', headers: { 'user-agent': 'agent\u0000' } }],
    ['a key of a JSON body', { method: 'POST', url: '/api/v1/areas', payload: { 'na\u0000me': 'x' } }],
  ])('is a 400 with a message on %s, signed in', async (_what, call) => {
    const response = await send(call, true);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: SERVER.nulText });
  });

  it('refuses a create and stores nothing', async () => {
    const [users, areas] = [await countRows('users'), await countRows('areas')];
    const officer = await send(
      {
        method: 'POST',
        url: '/api/v1/users',
        payload: { firstName: 'Ra\u0000m', lastName: 'Das', phone: '9876500011', circle: 'C', division: 'D' },
      },
      true,
    );
    const area = await send(
      { method: 'POST', url: '/api/v1/areas', payload: { level: 'circle', name: 'East\u0000' } },
      true,
    );
    expect([officer.statusCode, area.statusCode]).toEqual([400, 400]);
    expect(officer.json()).toMatchObject({ message: SERVER.nulText, errors: { firstName: SERVER.nulText } });
    expect([await countRows('users'), await countRows('areas')]).toEqual([users, areas]);
  });

  it('refuses an export before its 200 header: a JSON 400, no CSV', async () => {
    const response = await send({ url: '/api/v1/meters/export?q=abc%00def' }, true);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: false, message: SERVER.nulText });
  });
});

describe('dates the database cannot hold', () => {
  it.each(['0000-01-01', '0001-01-01T00:00:00+14:00', '1899-12-31'])(
    'refuses the activity filter from=%s with a 400',
    async (from) => {
      const response = await send({ url: `/api/v1/activities?from=${encodeURIComponent(from)}` }, true);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: ACTIVITY_MESSAGES.dateRange });
    },
  );

  it.each(['22021', '22P05', '22007', '22008', '22009'])(
    'answers a database refusal of text or a date (SQLSTATE %s) with a 400, never a 500',
    async (code) => {
      const response = await send({ url: `/api/v1/test-refusal/${code}` }, false);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: SERVER.unstorable });
    },
  );
});
