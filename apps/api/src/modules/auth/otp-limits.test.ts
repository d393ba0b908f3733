import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH } from '@smms/shared';
import { ACTIONS } from '../../lib/audit.js';
import { hashPassword } from '../../lib/password.js';
import { addUser } from '../../test/fixtures.js';
import { CONSOLE, createTestApp, type TestApp } from '../../test/test-app.js';
import { ADDRESS_LIMITS } from './address-limits.js';
import { OTP_CAPS, OTP_MAX_TRIES } from './otps.repo.js';

// Counts the password hashes computed, still computing them.
vi.mock('../../lib/password.js', async (original) => {
  const real = await original<typeof import('../../lib/password.js')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let t: TestApp;
let address = 0;
const nextAddress = () => `10.9.${(address += 1) >> 8}.${address & 255}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, from = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/auth/${url}`,
    headers: CONSOLE,
    payload,
    remoteAddress: from,
  });
const db = () => t.app.dbHandle.db;
/** The resend waits run out, as if a minute had passed (no sleeping in tests). */
async function resendWaitsRunOut() {
  // The texts asked for so far are issued first (they are sent after the answer).
  await t.app.background.idle();
  await sql`update auth_throttle set locked_until = now() where key like 'otp:%'`.execute(db());
  await sql`update otps set created_at = created_at - interval '61 seconds'`.execute(db());
}
async function sentCode(phone: string): Promise<string> {
  const code = (await t.outbox())
    .filter((m) => m.to === phone)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP sent to ${phone}`);
  return code;
}
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const texts = async (phone: string) => (await t.outbox()).filter((m) => m.to === phone).length;

describe('OTP guesses (issue 37)', () => {
  it('takes at most 10 wrong codes per account a day, resends and both identifiers together, then refuses the right code', async () => {
    const user = await addUser(db(), { username: 'otp.day', role: 'BI_ADMIN' });
    // Three OTPs, asked for by username and by phone in turn, each guessed at from fresh addresses.
    for (let round = 0; round < 3; round += 1) {
      const login = round % 2 === 0 ? { username: 'otp.day' } : { phone: user.phone };
      expect((await post('otp', login)).statusCode).toBe(200);
      const code = await sentCode(user.phone);
      for (let i = 0; i < OTP_MAX_TRIES; i += 1)
        await post('validate-otp', { ...login, otp: wrongFor(code) });
      await resendWaitsRunOut();
    }
    const tries = await db()
      .selectFrom('otps')
      .select((eb) => eb.fn.sum<number>('attempts').as('n'))
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(tries.n)).toBe(OTP_CAPS.triesPerDay);

    // The right code of a new OTP is refused, with how long to wait.
    expect((await post('otp', { username: 'otp.day' })).statusCode).toBe(200);
    const right = await post('validate-otp', { username: 'otp.day', otp: await sentCode(user.phone) });
    expect(right.statusCode).toBe(429);
    const wait = Number(right.headers['retry-after']);
    expect(wait).toBeGreaterThan(23 * 3_600);
    expect(right.json()).toEqual({ success: false, message: AUTH.otpTooManyTriesToday(wait) });
  });

  it('lets no burst of parallel guesses past the day cap', async () => {
    const user = await addUser(db(), { username: 'otp.burst', role: 'BI_ADMIN' });
    await post('otp', { username: 'otp.burst' });
    const code = await sentCode(user.phone);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          'validate-otp',
          i % 2 ? { username: 'otp.burst', otp: wrongFor(code) } : { phone: user.phone, otp: wrongFor(code) },
        ),
      ),
    );
    const read = answers.filter((a) => a.json<{ message: string }>().message === AUTH.invalidOtp).length;
    expect(read).toBeLessThanOrEqual(OTP_CAPS.triesPerDay);
    expect((await post('validate-otp', { username: 'otp.burst', otp: code })).statusCode).toBe(429);
  });

  it('gives the right code its try back: a person who gets it right keeps the day', async () => {
    const user = await addUser(db(), { username: 'otp.right', role: 'BI_ADMIN' });
    for (let i = 0; i < OTP_CAPS.triesPerDay + 2; i += 1) {
      await resendWaitsRunOut();
      // An hour apart, past the hourly texts caps, all in one day.
      await sql`delete from auth_throttle where key like 'texts:%'`.execute(db());
      await sql`update otps set created_at = created_at - interval '1 hour'`.execute(db());
      expect((await post('otp', { username: 'otp.right' })).statusCode).toBe(200);
      const answer = await post('validate-otp', { username: 'otp.right', otp: await sentCode(user.phone) });
      expect(answer.statusCode).toBe(200);
    }
  });

  it('takes at most 30 wrong codes a day from one address, over any accounts, and only from it', async () => {
    const from = nextAddress();
    for (let i = 0; i < OTP_CAPS.triesPerAddressPerDay; i += 1)
      expect((await post('validate-otp', { username: `nobody.${i}`, otp: '123456' }, from)).statusCode).toBe(
        400,
      );
    const held = await post('validate-otp', { username: 'nobody.more', otp: '123456' }, from);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({
      success: false,
      message: AUTH.otpTooManyTriesToday(Number(held.headers['retry-after'])),
    });
    expect((await post('validate-otp', { username: 'nobody.more', otp: '123456' })).statusCode).toBe(400);
    const refused = await db()
      .selectFrom('activities')
      .select('id')
      .where('action', '=', ACTIONS.otpFailed)
      .where(sql<boolean>`details ->> 'reason' = 'tooManyToday'`)
      .execute();
    expect(refused.length).toBeGreaterThan(0);
  });
});

describe('OTP texts (issue 37)', () => {
  it('texts at most 3 a minute from one address, with a clear 429 and Retry-After; other addresses are served', async () => {
    const from = nextAddress();
    const [limit] = ADDRESS_LIMITS.otpTexts;
    for (let i = 0; i < limit.max; i += 1)
      expect((await post('otp', { username: `flood.${i}` }, from)).statusCode).toBe(200);
    const held = await post('otp', { username: 'flood.more' }, from);
    expect(held.statusCode).toBe(429);
    const wait = Number(held.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(held.json()).toEqual({ success: false, message: AUTH.otpTooManyFromAddress(wait) });
    expect((await post('otp', { username: 'flood.more' })).statusCode).toBe(200);
  });

  it('texts one identifier at most 5 times an hour, alike for unknown ones, and one account 5 by both', async () => {
    const user = await addUser(db(), { username: 'otp.hourly', role: 'BI_ADMIN' });
    for (const username of ['otp.hourly', 'nobody.hourly']) {
      for (let i = 0; i < OTP_CAPS.textsPerHour; i += 1) {
        expect((await post('otp', { username })).statusCode).toBe(200);
        await resendWaitsRunOut();
      }
      const held = await post('otp', { username });
      expect(held.statusCode).toBe(429);
      expect(held.json()).toEqual({
        success: false,
        message: AUTH.otpTooManyRequests(Number(held.headers['retry-after'])),
      });
    }
    expect(await texts(user.phone)).toBe(OTP_CAPS.textsPerHour);
    // Asked for by the phone as well: answered alike, and no sixth text.
    expect((await post('otp', { phone: user.phone })).statusCode).toBe(200);
    expect(await texts(user.phone)).toBe(OTP_CAPS.textsPerHour);
    const notSent = await db()
      .selectFrom('activities')
      .select('id')
      .where('actorId', '=', user.id)
      .where('action', '=', ACTIONS.otpNotDelivered)
      .execute();
    expect(notSent).toHaveLength(1);
  });

  it('pauses every text once all accounts together reach the cap of a minute', async () => {
    const user = await addUser(db(), { username: 'otp.busy', role: 'BI_ADMIN' });
    const [minute] = OTP_CAPS.textsOverall;
    await db()
      .insertInto('otps')
      .values(
        Array.from({ length: minute.max }, () => ({
          userId: user.id,
          codeHash: 'x$y',
          expiresAt: sql<string>`now()`,
          usedAt: sql<string>`now()`,
        })),
      )
      .execute();
    const held = await post('otp', { username: 'anyone.at.all' });
    expect(held.statusCode).toBe(429);
    const wait = Number(held.headers['retry-after']);
    expect(wait).toBeLessThanOrEqual(60);
    expect(held.json()).toEqual({ success: false, message: AUTH.otpTextsPaused(wait) });
    await db().deleteFrom('otps').where('userId', '=', user.id).execute();
  });
});

describe('POST /auth/set-password (issue 37)', () => {
  it('checks the reset token before hashing any password, and slows an address that keeps trying', async () => {
    vi.mocked(hashPassword).mockClear();
    const from = nextAddress();
    const [limit] = ADDRESS_LIMITS.setPassword;
    for (let i = 0; i < limit.max; i += 1) {
      const bogus = await post(
        'set-password',
        { resetToken: `t${i}`.padEnd(43, 'x'), newPassword: 'Brand-New#Pass-42' },
        from,
      );
      expect(bogus.json()).toEqual({ success: false, message: AUTH.resetTokenInvalid });
    }
    expect(hashPassword).not.toHaveBeenCalled();
    const held = await post(
      'set-password',
      { resetToken: 'y'.repeat(43), newPassword: 'Brand-New#Pass-42' },
      from,
    );
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({
      success: false,
      message: AUTH.setPasswordTooOften(Number(held.headers['retry-after'])),
    });
    expect(
      (await post('set-password', { resetToken: 'y'.repeat(43), newPassword: 'Brand-New#Pass-42' }))
        .statusCode,
    ).toBe(400);
  });
});
