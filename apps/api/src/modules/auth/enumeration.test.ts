import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '@smms/shared';
import { addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { CONSOLE, createTestApp, type TestApp } from '../../test/test-app.js';
import { OTP_MAX_TRIES } from './otps.repo.js';

// Every auth answer must be the same for an existing account and an unknown one (issue 13, hole 5).
let t: TestApp;
let address = 0;
const phones: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['real.login', 'real.otp', 'real.phone', 'real.retry', 'real.tries', 'real.expired'])
    phones[username] = (await addUser(t.app.dbHandle.db, { username, role: 'BI_ADMIN' })).phone;
  phones['gone'] = (
    await addUser(t.app.dbHandle.db, { username: 'gone', role: 'BI_ADMIN', isActive: false })
  ).phone;
});
afterAll(() => t.close());

const post = (url: string, payload: object) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: CONSOLE,
    payload,
    remoteAddress: `10.5.0.${address}`,
  });
};
/** What a prober sees: the status, the body and whether a wait is announced. */
const seen = (response: Awaited<ReturnType<typeof post>>) => ({
  status: response.statusCode,
  body: response.json() as unknown,
  retryAfter: response.headers['retry-after'] !== undefined,
});
const sentTo = async (phone: string | undefined) => (await t.outbox()).filter((m) => m.to === phone).length;
/** A code that is surely not the one texted to the phone. */
async function wrongCodeFor(phone: string | undefined) {
  const sent = (await t.outbox()).filter((m) => m.to === phone).at(-1)?.text ?? '';
  return sent.includes('000000') ? '111111' : '000000';
}

describe('answers that tell nobody whether an account exists', () => {
  it('POST /auth/login: unknown, wrong password and deactivated (any password) answer alike', async () => {
    const unknown = seen(
      await post('/auth/login', { username: 'no.such.admin', password: FIXTURE_PASSWORD }),
    );
    expect(unknown).toEqual({
      status: 401,
      body: { success: false, message: AUTH.invalidUsernameOrPassword },
      retryAfter: false,
    });
    for (const [username, password] of [
      ['real.login', 'Wrong#Password-1'],
      ['gone', FIXTURE_PASSWORD],
      ['gone', 'Wrong#Password-1'],
    ] as const)
      expect(seen(await post('/auth/login', { username, password })), `${username}`).toEqual(unknown);
  });

  for (const url of ['/auth/otp', '/auth/password-reset']) {
    it(`POST ${url}: the first and a second request within 60 s answer alike`, async () => {
      const tag = url.endsWith('otp') ? 'a' : 'b';
      const asked = [{ username: 'real.otp' }, { username: `nobody.${tag}` }, { username: 'gone' }];
      const first = await Promise.all(asked.map(async (body) => seen(await post(url, body))));
      const second = await Promise.all(asked.map(async (body) => seen(await post(url, body))));
      expect(first[0]).toEqual({
        status: 200,
        body: { success: true, message: AUTH.otpSent },
        retryAfter: false,
      });
      expect(second[0]).toEqual({
        status: 429,
        body: { success: false, message: AUTH.otpResendTooSoon },
        retryAfter: true,
      });
      expect(first.slice(1)).toEqual([first[0], first[0]]);
      expect(second.slice(1)).toEqual([second[0], second[0]]);
      await sql`update auth_throttle set locked_until = now() where key like 'otp:%'`.execute(
        t.app.dbHandle.db,
      );
    });
  }

  it('POST /auth/otp by phone: a real phone and an unknown one answer alike', async () => {
    const real = seen(await post('/auth/otp', { phone: phones['real.phone'] ?? '' }));
    const unknown = seen(await post('/auth/otp', { phone: '9123400000' }));
    expect(unknown).toEqual(real);
    expect(seen(await post('/auth/otp', { phone: '9123400000' }))).toEqual(
      seen(await post('/auth/otp', { phone: phones['real.phone'] ?? '' })),
    );
  });

  it('asking for one account by username, then by phone, answers 200 but texts only once', async () => {
    const phone = phones['real.retry'];
    expect((await post('/auth/otp', { username: 'real.retry' })).statusCode).toBe(200);
    expect((await post('/auth/otp', { phone: phone ?? '' })).statusCode).toBe(200);
    expect(await sentTo(phone)).toBe(1);
  });

  it('POST /auth/validate-otp: wrong codes answer "Invalid OTP", then 429 at the fifth, for real and unknown', async () => {
    await post('/auth/otp', { username: 'real.tries' });
    await post('/auth/otp', { username: 'nobody.tries' });
    const wrongCode = await wrongCodeFor(phones['real.tries']);
    for (let i = 1; i <= OTP_MAX_TRIES + 1; i += 1) {
      const real = seen(await post('/auth/validate-otp', { username: 'real.tries', otp: wrongCode }));
      const unknown = seen(await post('/auth/validate-otp', { username: 'nobody.tries', otp: wrongCode }));
      const never = seen(await post('/auth/validate-otp', { username: 'never.asked', otp: wrongCode }));
      expect(real, `try ${i}`).toEqual({
        status: i < OTP_MAX_TRIES ? 400 : 429,
        body: { success: false, message: i < OTP_MAX_TRIES ? AUTH.invalidOtp : AUTH.otpTooManyTries },
        retryAfter: false,
      });
      expect([unknown, never], `try ${i}`).toEqual([real, real]);
    }
  });

  it('POST /auth/password-reset validate-otp: an expired OTP with a wrong code answers like no OTP at all', async () => {
    await post('/auth/password-reset', { username: 'real.expired' });
    await sql`update otps set expires_at = now() - interval '1 second'`.execute(t.app.dbHandle.db);
    const wrongCode = await wrongCodeFor(phones['real.expired']);
    const validate = (username: string) =>
      post('/auth/password-reset', { action: 'validate-otp', username, otp: wrongCode });
    expect(seen(await validate('real.expired'))).toEqual(seen(await validate('nobody.expired')));
    expect(seen(await validate('real.expired')).body).toEqual({ success: false, message: AUTH.invalidOtp });
  });
});
