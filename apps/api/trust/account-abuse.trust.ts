import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '@smms/shared';
import { addUser, FIXTURE_PASSWORD } from '../src/test/fixtures.js';
import { CONSOLE, createTestApp, type TestApp } from '../src/test/test-app.js';
import { ADDRESS_LIMITS } from '../src/modules/auth/address-limits.js';
import { figure, recordFigures } from './figures.js';

/**
 * Issue 37, items 6-8, as the attack run found them: guessing one account's OTP through resends and both of
 * its identifiers (19 wrong codes in 4 minutes, then the right one worked), one password over 40 usernames
 * from one address (40 × 401), and one address asking texts for 40 accounts (37 texted in 4 s).
 */
const AREA = 'accounts';
const ACCOUNTS = 40;
const RESENDS = 6;

let t: TestApp;
let address = 0;
const users: { username: string; phone: string }[] = [];

beforeAll(async () => {
  // The general request limit off, so that only the account caps answer.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  for (let i = 0; i < ACCOUNTS; i += 1)
    users.push(await addUser(t.app.dbHandle.db, { username: `target.${i}`, role: 'AE_ADMIN' }));
});
afterAll(() => t?.close());

const fresh = () => `10.${((address += 1) >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
const post = (url: string, payload: object, from = fresh()) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: CONSOLE, payload, remoteAddress: from });
const texted = async (phone: string) => (await t.outbox()).filter((m) => m.to === phone);
/** A minute passes for the resend waits (white-box: no sleeping in the suite). */
async function aMinuteLater() {
  await t.app.background.idle();
  await sql`update auth_throttle set locked_until = now() where key like 'otp:%'`.execute(t.app.dbHandle.db);
  await sql`update otps set created_at = created_at - interval '61 seconds'`.execute(t.app.dbHandle.db);
}

describe('account abuse (issue 37)', () => {
  it('guesses one account’s OTP through resends and both identifiers: at most 10 codes read a day', async () => {
    const victim = users[0]!;
    let checked = 0;
    let rightAccepted = 0;
    for (let round = 0; round < RESENDS; round += 1) {
      const login = round % 2 ? { phone: victim.phone } : { username: victim.username };
      await post('/auth/otp', login);
      await t.app.background.idle();
      const code = (await texted(victim.phone)).at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? '000000';
      // A burst of wrong codes from as many addresses, then the right one.
      const guesses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post('/auth/validate-otp', {
            ...login,
            otp: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
          }),
        ),
      );
      checked += guesses.filter((g) => g.json<{ message: string }>().message === AUTH.invalidOtp).length;
      if ((await post('/auth/validate-otp', { ...login, otp: code })).statusCode === 200) rightAccepted += 1;
      await aMinuteLater();
    }
    // The codes compared against the account's OTPs, whatever was answered.
    const counted = await t.app.dbHandle.db
      .selectFrom('otps')
      .innerJoin('users', 'users.id', 'otps.userId')
      .select((eb) => eb.fn.sum<number>('otps.attempts').as('n'))
      .where('users.username', '=', victim.username)
      .executeTakeFirstOrThrow();
    const guessed = Math.max(checked, Number(counted.n));
    recordFigures(
      figure(AREA, 'OTP guesses per account per day', guessed, '≤ 10'),
      figure(AREA, 'right OTP accepted after the day’s guesses', rightAccepted, '= 0'),
    );
    expect(guessed).toBeLessThanOrEqual(10);
    expect(rightAccepted).toBe(0);
  });

  it('sprays one password over 40 usernames from one address: held after at most 10', async () => {
    const from = fresh();
    let checkedBeforeHeld = 0;
    let held = false;
    for (const user of users) {
      const answer = await post('/auth/login', { username: user.username, password: 'Summer2026!' }, from);
      if (answer.statusCode === 429) held = true;
      else if (!held) checkedBeforeHeld += 1;
    }
    // Nobody is shut out: the right password from another address.
    const owner = await post('/auth/login', { username: users[1]!.username, password: FIXTURE_PASSWORD });
    recordFigures(
      {
        area: AREA,
        name: 'spray from one address throttled after usernames',
        value: checkedBeforeHeld,
        target: '≤ 10',
        holds: held && checkedBeforeHeld <= 10,
      },
      figure(AREA, 'sprayed owner signs in from another address', owner.statusCode, '= 200'),
    );
    expect(held).toBe(true);
    expect(checkedBeforeHeld).toBeLessThanOrEqual(10);
    expect(owner.statusCode).toBe(200);
  });

  it('asks texts for 40 accounts at once from one address: at most 3 sent, the rest 429 with Retry-After', async () => {
    await aMinuteLater();
    const before = (await t.outbox()).length;
    const from = fresh();
    const answers = await Promise.all(
      users.map((user) => post('/auth/otp', { username: user.username }, from)),
    );
    const refused = answers.filter((a) => a.statusCode === 429);
    const withoutRetryAfter = refused.filter((a) => !a.headers['retry-after']).length;
    await t.app.background.idle();
    const sent = (await t.outbox()).length - before;
    const [minute] = ADDRESS_LIMITS.otpTexts;
    recordFigures(
      {
        area: AREA,
        name: `SMS sends per address capped (${ACCOUNTS} accounts at once)`,
        value: sent,
        target: `≤ ${minute.max} a minute`,
        holds: sent <= minute.max,
      },
      figure(AREA, 'SMS refusals without Retry-After', withoutRetryAfter, '= 0'),
    );
    expect(sent).toBeLessThanOrEqual(minute.max);
    expect(refused).toHaveLength(ACCOUNTS - minute.max);
    expect(withoutRetryAfter).toBe(0);
  });
});
