import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '@smms/shared';
import { hashPassword } from '../../lib/password.js';
import { addUser } from '../../test/fixtures.js';
import { CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const OLD = 'Old#Password-2026';
const NEW = 'Brand-New#Pass-42';
let phoneSeq = 9700000000;
/** Each test asks from an address of its own, as people do: texts are capped per address (issue 37). */
let from = '10.7.0.0';

/** A fresh admin for each test, so OTP state never leaks between tests. */
async function newAdmin(username: string) {
  phoneSeq += 1;
  from = `10.7.0.${phoneSeq % 250}`;
  const phone = String(phoneSeq);
  await addUser(t.app.dbHandle.db, {
    username,
    passwordHash: await hashPassword(OLD),
    role: 'BI_ADMIN',
    firstName: 'Reset',
    phone,
    circle: null,
    subDivision: null,
    section: null,
  });
  return phone;
}

const reset = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password-reset',
    headers: { ...CONSOLE, ...headers },
    payload,
    remoteAddress: from,
  });

async function latestOtpFor(phone: string): Promise<string> {
  const sent = (await t.outbox()).filter((m) => m.to === phone);
  const match = sent.at(-1)?.text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no OTP sent to ${phone}`);
  return match[1];
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/v1/auth/password-reset', () => {
  it('resets a password end to end with the OTP from the SMS outbox, and revokes other sessions', async () => {
    const phone = await newAdmin('reset.full');
    const mine = await signIn(t.app, 'reset.full', OLD);
    const other = await signIn(t.app, 'reset.full', OLD);

    const sent = await reset({ username: 'reset.full' }, { cookie: mine });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      message: AUTH.otpSent,
      phone: `••••••${phone.slice(-4)}`,
    });
    const otp = await latestOtpFor(phone);
    expect(sent.body).not.toContain(otp);

    const validated = await reset({ action: 'validate-otp', username: 'reset.full', otp }, { cookie: mine });
    expect(validated.statusCode).toBe(200);
    const { resetToken } = validated.json();

    // From a signed-in session, the current password too (issue 37 item 9).
    const changed = await reset(
      { action: 'set-password', resetToken, newPassword: NEW, currentPassword: OLD },
      { cookie: mine },
    );
    expect(changed.json()).toEqual({ success: true, message: AUTH.passwordUpdated });

    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: mine } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: other } })).statusCode).toBe(401);
    await expect(signIn(t.app, 'reset.full', OLD)).rejects.toThrow();
    await expect(signIn(t.app, 'reset.full', NEW)).resolves.toContain('smms_session=');
  });

  it('refuses a wrong OTP with "Invalid OTP" and changes nothing', async () => {
    const phone = await newAdmin('reset.wrong');
    await reset({ username: 'reset.wrong' });
    const otp = await latestOtpFor(phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    const response = await reset({ action: 'validate-otp', username: 'reset.wrong', otp: wrong });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH.invalidOtp);
    await expect(signIn(t.app, 'reset.wrong', OLD)).resolves.toBeTruthy();
  });

  it('refuses an OTP that is not six digits with the spec message', async () => {
    const response = await reset({ action: 'validate-otp', username: 'anyone', otp: '12ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH.invalidOtpFormat);
  });

  it('refuses an expired OTP', async () => {
    const phone = await newAdmin('reset.expired');
    await reset({ username: 'reset.expired' });
    const otp = await latestOtpFor(phone);
    await sql`update otps set expires_at = now() - interval '1 second'`.execute(t.app.dbHandle.db);
    const response = await reset({ action: 'validate-otp', username: 'reset.expired', otp });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH.otpExpired);
  });

  it('refuses an OTP used a second time', async () => {
    const phone = await newAdmin('reset.reused');
    await reset({ username: 'reset.reused' });
    const otp = await latestOtpFor(phone);
    expect((await reset({ action: 'validate-otp', username: 'reset.reused', otp })).statusCode).toBe(200);
    const again = await reset({ action: 'validate-otp', username: 'reset.reused', otp });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH.otpUsed);
  });

  it('locks the OTP after five wrong tries, even for the right code', async () => {
    const phone = await newAdmin('reset.tries');
    await reset({ username: 'reset.tries' });
    const otp = await latestOtpFor(phone);
    const wrong = otp === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i += 1)
      expect((await reset({ action: 'validate-otp', username: 'reset.tries', otp: wrong })).statusCode).toBe(
        400,
      );
    const fifth = await reset({ action: 'validate-otp', username: 'reset.tries', otp: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(AUTH.otpTooManyTries);
    const right = await reset({ action: 'validate-otp', username: 'reset.tries', otp });
    expect(right.statusCode).toBe(429);
  });

  it('never changes a password without a validated OTP', async () => {
    await newAdmin('reset.notoken');
    const response = await reset({ action: 'set-password', resetToken: 'x'.repeat(43), newPassword: NEW });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH.resetTokenInvalid);
    await expect(signIn(t.app, 'reset.notoken', OLD)).resolves.toBeTruthy();
  });

  it('refuses a short or common new password without spending the reset token', async () => {
    const phone = await newAdmin('reset.weak');
    await reset({ username: 'reset.weak' });
    const otp = await latestOtpFor(phone);
    const { resetToken } = (await reset({ action: 'validate-otp', username: 'reset.weak', otp })).json();
    const short = await reset({ action: 'set-password', resetToken, newPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(AUTH.passwordTooShort);
    const common = await reset({ action: 'set-password', resetToken, newPassword: 'password123' });
    expect(common.json().message).toBe(AUTH.passwordTooCommon);
    expect((await reset({ action: 'set-password', resetToken, newPassword: NEW })).statusCode).toBe(200);
    const reuse = await reset({ action: 'set-password', resetToken, newPassword: 'Another#Pass-99' });
    expect(reuse.statusCode).toBe(400);
  });

  it('throttles resending: a second OTP within a minute is 429', async () => {
    await newAdmin('reset.resend');
    expect((await reset({ username: 'reset.resend' })).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp',
      headers: CONSOLE,
      payload: { username: 'reset.resend' },
      remoteAddress: from,
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(AUTH.otpResendTooSoon);
  });

  it('answers an unknown account like a known one, and sends nothing', async () => {
    from = '10.7.1.1';
    const before = (await t.outbox()).length;
    const response = await reset({ username: 'no.such.user' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: AUTH.otpSent });
    expect((await t.outbox()).length).toBe(before);
  });

  it('works through the separate /auth/otp and /auth/validate-otp calls by phone', async () => {
    const phone = await newAdmin('reset.byphone');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/otp',
          headers: CONSOLE,
          payload: { phone },
          remoteAddress: from,
        })
      ).statusCode,
    ).toBe(200);
    const otp = await latestOtpFor(phone);
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/validate-otp',
      headers: CONSOLE,
      payload: { phone, otp },
      remoteAddress: from,
    });
    expect(validated.statusCode).toBe(200);
    expect(validated.json().resetToken).toEqual(expect.any(String));
  });
});
