import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH, TWO_STEP, USERS } from '@smms/shared';
import { addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { base32Decode, hotp, stepAt } from './totp.js';

/**
 * Issue 37 item 9: someone holding only a session (a stolen cookie or token) cannot change how its owner
 * signs in: not the password, not two-step sign-in; and the super admin can reset another admin's two-step.
 */
let t: TestApp;
let address = 0;
let superAdmin = '';
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
});
afterAll(() => t.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);
});
afterEach(() => vi.useRealTimers());

const call = (url: string, payload?: object, cookie?: string, method: 'POST' | 'PUT' | 'GET' = 'POST') => {
  address += 1;
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...CONSOLE, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
    remoteAddress: `10.37.9.${address % 250}`,
  });
};
const code = (secret: Buffer, offset = 0) => hotp(secret, stepAt(Date.now()) + offset);
const me = async (cookie: string) => (await call('/auth/me', undefined, cookie, 'GET')).statusCode;
const twoStepOn = async (cookie: string) =>
  (await call('/auth/two-step', undefined, cookie, 'GET')).json<{ enabled: boolean }>().enabled;
const message = (answer: { json: () => unknown }) => (answer.json() as { message: string }).message;

/** An admin, signed in, with two-step sign-in on (set up with the step before now's code). */
async function enrolledAdmin(username: string) {
  const person = await addUser(t.app.dbHandle.db, { username, role: 'AE_ADMIN' });
  const cookie = await signIn(t.app, username, FIXTURE_PASSWORD);
  const setup = await call('/auth/two-step/setup', undefined, cookie);
  const secret = base32Decode(setup.json<{ secret: string }>().secret);
  const on = await call(
    '/auth/two-step/confirm',
    { code: code(secret, -1), currentPassword: FIXTURE_PASSWORD },
    cookie,
  );
  expect(on.statusCode).toBe(200);
  return { person, cookie, secret, recoveryCodes: on.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** A reset token for the person's phone, as the OTP steps give it. */
async function resetToken(username: string, phone: string): Promise<string> {
  expect((await call('/auth/otp', { username })).statusCode).toBe(200);
  await vi.waitFor(async () => {
    expect((await t.outbox()).some((m) => m.to === phone)).toBe(true);
  });
  const otp = (await t.outbox())
    .filter((m) => m.to === phone)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  const validated = await call('/auth/validate-otp', { username, otp });
  expect(validated.statusCode).toBe(200);
  return validated.json<{ resetToken: string }>().resetToken;
}

describe('POST /api/v1/auth/two-step/confirm from a session', () => {
  it('answers 400 without the current password or with a wrong one, and turns nothing on', async () => {
    await addUser(t.app.dbHandle.db, { username: 'ss.enrol', role: 'BI_ADMIN' });
    const cookie = await signIn(t.app, 'ss.enrol', FIXTURE_PASSWORD);
    const secret = base32Decode(
      (await call('/auth/two-step/setup', undefined, cookie)).json<{ secret: string }>().secret,
    );
    const bare = await call('/auth/two-step/confirm', { code: code(secret) }, cookie);
    expect(bare.statusCode).toBe(400);
    expect(message(bare)).toBe(AUTH.currentPasswordNeeded);
    const wrong = await call(
      '/auth/two-step/confirm',
      { code: code(secret), currentPassword: 'guess' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(message(wrong)).toBe(AUTH.invalidCurrentPassword);
    expect(await twoStepOn(cookie)).toBe(false);
    // The session is fine: a wrong password is no sign-out.
    expect(await me(cookie)).toBe(200);
  });
});

describe('POST /api/v1/auth/two-step/recovery-codes from a session', () => {
  it('answers 400 to a current code without the current password, and the old codes still work', async () => {
    const { cookie, secret } = await enrolledAdmin('ss.codes');
    const bare = await call('/auth/two-step/recovery-codes', { code: code(secret) }, cookie);
    expect(bare.statusCode).toBe(400);
    expect(message(bare)).toBe(AUTH.currentPasswordNeeded);
    const status = await call('/auth/two-step', undefined, cookie, 'GET');
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 10 });
  });
});

describe('POST /api/v1/auth/two-step/disable from a session', () => {
  it('refuses the password alone and a code alone; both together turn it off', async () => {
    const { cookie, secret } = await enrolledAdmin('ss.off');
    const passwordOnly = await call('/auth/two-step/disable', { currentPassword: FIXTURE_PASSWORD }, cookie);
    expect(passwordOnly.statusCode).toBe(400);
    const codeOnly = await call('/auth/two-step/disable', { code: code(secret) }, cookie);
    expect(codeOnly.statusCode).toBe(400);
    expect(message(codeOnly)).toBe(AUTH.currentPasswordNeeded);
    expect(await twoStepOn(cookie)).toBe(true);
    const both = await call(
      '/auth/two-step/disable',
      { code: code(secret), currentPassword: FIXTURE_PASSWORD },
      cookie,
    );
    expect(both.statusCode).toBe(200);
  });

  it('slows down guesses of the current password (429), as wrong sign-ins are', async () => {
    const { cookie, secret } = await enrolledAdmin('ss.guess');
    const guess = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/two-step/disable',
        headers: { ...CONSOLE, cookie },
        payload: { code: code(secret), currentPassword: `guess-${n}` },
        remoteAddress: '10.37.99.1',
      });
    const answers = [];
    for (let n = 0; n < 6; n += 1) answers.push((await guess(n)).statusCode);
    expect(answers.slice(0, 3)).toEqual([400, 400, 400]);
    expect(answers).toContain(429);
    const refused = await t.app.dbHandle.db
      .selectFrom('activities')
      .select('action')
      .where('action', '=', 'CURRENT_PASSWORD_FAILED')
      .where(
        'actorId',
        '=',
        (
          await t.app.dbHandle.db
            .selectFrom('users')
            .select('id')
            .where('username', '=', 'ss.guess')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(await twoStepOn(cookie)).toBe(true);
  });
});

describe('changing the password from a session', () => {
  it('POST /auth/password-reset set-password needs the current password; a wrong one leaves the token usable', async () => {
    const { person, cookie, secret } = await enrolledAdmin('ss.reset');
    const token = await resetToken('ss.reset', person.phone);
    const set = (payload: object) =>
      call('/auth/password-reset', { action: 'set-password', resetToken: token, ...payload }, cookie);
    const bare = await set({ newPassword: 'Thief#Chosen-2026' });
    expect(bare.statusCode).toBe(400);
    expect(message(bare)).toBe(AUTH.currentPasswordNeeded);
    const wrong = await set({ newPassword: 'Thief#Chosen-2026', currentPassword: 'guess' });
    expect(message(wrong)).toBe(AUTH.invalidCurrentPassword);
    const right = await set({ newPassword: 'Owner#Chosen-2026', currentPassword: FIXTURE_PASSWORD });
    expect(right.statusCode).toBe(200);
    // A changed password leaves two-step sign-in on: the new password alone does not sign in.
    expect(await twoStepOn(cookie)).toBe(true);
    const login = await call('/auth/login', { username: 'ss.reset', password: 'Owner#Chosen-2026' });
    expect(login.json()).toMatchObject({ secondFactor: 'code' });
    expect(login.cookies).toEqual([]);
    // ...and it cannot turn two-step off without a code.
    const off = await call('/auth/two-step/disable', { currentPassword: 'Owner#Chosen-2026' }, cookie);
    expect(off.statusCode).toBe(400);
    expect(code(secret)).toMatch(/^\d{6}$/);
  });

  it('the forgot flow (no session) needs no current password and ends every session', async () => {
    const person = await addUser(t.app.dbHandle.db, { username: 'ss.forgot', role: 'BI_ADMIN' });
    const cookie = await signIn(t.app, 'ss.forgot', FIXTURE_PASSWORD);
    const token = await resetToken('ss.forgot', person.phone);
    const done = await call('/auth/set-password', { resetToken: token, newPassword: 'Forgot#Pass-2026' });
    expect(done.statusCode).toBe(200);
    expect(await me(cookie)).toBe(401);
  });

  it("PUT /users/{id} refuses one's own password (400) and changes nothing", async () => {
    const id = (
      await t.app.dbHandle.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'superadmin')
        .executeTakeFirstOrThrow()
    ).id;
    const own = await call(`/users/${id}`, { password: 'Thief#Chosen-2026' }, superAdmin, 'PUT');
    expect(own.statusCode).toBe(400);
    expect(message(own)).toBe(USERS.ownPasswordFromProfile);
    await expect(signIn(t.app, 'superadmin', ADMIN_PASSWORD)).resolves.toContain('smms_session=');
  });

  it("a password the super admin sets for an admin leaves that admin's two-step sign-in on", async () => {
    const { person, cookie } = await enrolledAdmin('ss.setby');
    const set = await call(`/users/${person.id}`, { password: 'Set#By-Super-2026' }, superAdmin, 'PUT');
    expect(set.statusCode).toBe(200);
    const login = await call('/auth/login', { username: 'ss.setby', password: 'Set#By-Super-2026' });
    expect(login.json()).toMatchObject({ secondFactor: 'code' });
    expect(await me(cookie)).toBe(401);
  });
});

describe('POST /api/v1/users/{id}/two-step/reset', () => {
  it("lets the super admin reset another admin's two-step: audited with the reason, sessions ended", async () => {
    const { person, cookie } = await enrolledAdmin('ss.lost');
    const reset = await call(
      `/users/${person.id}/two-step/reset`,
      { reason: 'Phone lost, confirmed by call' },
      superAdmin,
    );
    expect(reset.statusCode).toBe(200);
    expect(message(reset)).toBe(TWO_STEP.resetDone('ss.lost Tester'));
    expect(await me(cookie)).toBe(401);
    const login = await call('/auth/login', { username: 'ss.lost', password: FIXTURE_PASSWORD });
    expect(login.cookies.some((c) => c.name.endsWith('smms_session'))).toBe(true);
    const entry = await t.app.dbHandle.db
      .selectFrom('activities')
      .selectAll()
      .where('action', '=', 'TWO_STEP_RESET')
      .where('entityId', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      details: { username: 'ss.lost', reason: 'Phone lost, confirmed by call' },
    });
    // Nothing left to reset.
    const again = await call(`/users/${person.id}/two-step/reset`, { reason: 'again' }, superAdmin);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(TWO_STEP.resetNotOn);
  });

  it("refuses other roles (403), one's own (400), a blank reason (400) and a field officer (400)", async () => {
    const { person, cookie } = await enrolledAdmin('ss.notmine');
    const other = await enrolledAdmin('ss.peer');
    expect((await call(`/users/${person.id}/two-step/reset`, { reason: 'x' }, other.cookie)).statusCode).toBe(
      403,
    );
    expect((await call(`/users/${person.id}/two-step/reset`, { reason: 'x' }, cookie)).statusCode).toBe(403);
    expect((await call(`/users/${person.id}/two-step/reset`, { reason: '  ' }, superAdmin)).statusCode).toBe(
      400,
    );
    const selfId = (
      await t.app.dbHandle.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'superadmin')
        .executeTakeFirstOrThrow()
    ).id;
    const own = await call(`/users/${selfId}/two-step/reset`, { reason: 'x' }, superAdmin);
    expect(own.statusCode).toBe(400);
    expect(message(own)).toBe(TWO_STEP.resetNotOwn);
    const officer = await addUser(t.app.dbHandle.db, { username: '9800011122', role: 'FIELD_OFFICER' });
    expect((await call(`/users/${officer.id}/two-step/reset`, { reason: 'x' }, superAdmin)).statusCode).toBe(
      400,
    );
    expect(await twoStepOn(cookie)).toBe(true);
  });
});
