import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, FIXTURE_PASSWORD } from '../src/test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../src/test/test-app.js';
import { base32Decode, hotp, stepAt } from '../src/modules/auth/totp.js';
import { recordFigures } from './figures.js';

/**
 * Issue 37, item 9: an attacker holding only a session (a stolen cookie), not the password. Every way to
 * change how the owner signs in is tried from that session: the password (by the profile's reset with an
 * OTP the attacker somehow also has, and by PUT /users/{own id}), turning two-step sign-in off or on with
 * the attacker's own authenticator, new recovery codes, the super admin's reset of its own two-step, and
 * guesses of the current password. None may change anything; the owner still signs in as before.
 */
const GUESSES = 20;

let t: TestApp;
let address = 0;
const ownerSecret: { value: Buffer } = { value: Buffer.alloc(0) };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(() => t?.close());

const send = (url: string, cookie: string | null, payload?: object, method: 'POST' | 'PUT' = 'POST') => {
  address += 1;
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...CONSOLE, ...(cookie ? { cookie } : {}) },
    payload: payload ?? {},
    remoteAddress: `10.99.${(address >> 8) & 255}.${address & 255}`,
  });
};
const code = (secret: Buffer, offset = 0) => hotp(secret, stepAt(Date.now()) + offset);

/** A reset token for the phone (as if the attacker also read the owner's SMS). */
async function resetToken(username: string, phone: string): Promise<string> {
  await send('/auth/otp', null, { username });
  for (let i = 0; i < 100 && !(await t.outbox()).some((m) => m.to === phone); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const otp = (await t.outbox())
    .filter((m) => m.to === phone)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  return (await send('/auth/validate-otp', null, { username, otp })).json<{ resetToken: string }>()
    .resetToken;
}

describe('a stolen session against the password and two-step sign-in', () => {
  it('changes neither, in any of the ways tried', async () => {
    const db = t.app.dbHandle.db;
    const owner = await addUser(db, { username: 'stolen.on', role: 'AE_ADMIN' });
    const ownerCookie = await signIn(t.app, 'stolen.on', FIXTURE_PASSWORD);
    const setup = await send('/auth/two-step/setup', ownerCookie);
    ownerSecret.value = base32Decode(setup.json<{ secret: string }>().secret);
    await send('/auth/two-step/confirm', ownerCookie, {
      code: code(ownerSecret.value, -1),
      currentPassword: FIXTURE_PASSWORD,
    });
    await addUser(db, { username: 'stolen.off', role: 'BI_ADMIN' });
    const plain = await signIn(t.app, 'stolen.off', FIXTURE_PASSWORD);
    const superAdmin = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
    const superId = (
      await db.selectFrom('users').select('id').where('username', '=', 'superadmin').executeTakeFirstOrThrow()
    ).id;
    // The attacker's own authenticator, for the admin without two-step sign-in.
    const thiefSetup = await send('/auth/two-step/setup', plain);
    const thiefSecret = base32Decode(thiefSetup.json<{ secret: string }>().secret);
    const token = await resetToken('stolen.on', owner.phone);
    // The case below is about the current password, so the token itself must be good.
    expect(token).toMatch(/^.{20,}$/);

    const cases: [string, () => ReturnType<typeof send>][] = [
      [
        'reset with an OTP, no current password',
        () =>
          send('/auth/password-reset', ownerCookie, {
            action: 'set-password',
            resetToken: token,
            newPassword: 'Thief#Chosen-2026',
          }),
      ],
      [
        'own password by PUT /users/{id}',
        () => send(`/users/${superId}`, superAdmin, { password: 'Thief#Chosen-2026' }, 'PUT'),
      ],
      [
        'two-step off, no password, no code',
        () => send('/auth/two-step/disable', ownerCookie, { code: '000000' }),
      ],
      [
        'two-step off with a password guess',
        () =>
          send('/auth/two-step/disable', ownerCookie, { code: '000000', currentPassword: 'Thief#Guess-1' }),
      ],
      [
        'new recovery codes, no password',
        () => send('/auth/two-step/recovery-codes', ownerCookie, { code: '000000' }),
      ],
      ['a second authenticator over the first', () => send('/auth/two-step/setup', ownerCookie)],
      [
        "the attacker's authenticator on, no password",
        () => send('/auth/two-step/confirm', plain, { code: code(thiefSecret) }),
      ],
      [
        "the attacker's authenticator on, a password guess",
        () =>
          send('/auth/two-step/confirm', plain, {
            code: code(thiefSecret),
            currentPassword: 'Thief#Guess-2',
          }),
      ],
      [
        "the super admin's own two-step reset",
        () => send(`/users/${superId}/two-step/reset`, superAdmin, { reason: 'thief' }),
      ],
    ];
    const accepted: string[] = [];
    for (const [name, attempt] of cases) if ((await attempt()).statusCode < 300) accepted.push(name);

    // Guessing the current password, all from one address as a session's requests are.
    let guessesAccepted = 0;
    let guessesSlowed = 0;
    for (let i = 0; i < GUESSES; i += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/two-step/recovery-codes',
        headers: { ...CONSOLE, cookie: ownerCookie },
        payload: { code: '000000', currentPassword: `guess-${i}` },
        remoteAddress: '10.98.0.1',
      });
      if (answer.statusCode < 300) guessesAccepted += 1;
      if (answer.statusCode === 429) guessesSlowed += 1;
    }

    // The owner signs in as before: the same password, then a code from the same authenticator.
    const login = await send('/auth/login', null, { username: 'stolen.on', password: FIXTURE_PASSWORD });
    const pendingToken = login.json<{ pendingToken?: string }>().pendingToken ?? '';
    const finished = await send('/auth/login/second-factor', null, {
      pendingToken,
      code: code(ownerSecret.value, 1),
    });
    const ownerIn = finished.statusCode === 200;
    const plainStillOff =
      (
        await db
          .selectFrom('userTotp')
          .select('enabledAt')
          .where(
            'userId',
            '=',
            (
              await db
                .selectFrom('users')
                .select('id')
                .where('username', '=', 'stolen.off')
                .executeTakeFirstOrThrow()
            ).id,
          )
          .executeTakeFirst()
      )?.enabledAt == null;

    recordFigures(
      {
        area: 'stolen session',
        name: 'stolen-session cases that changed the password or two-step',
        value: `${accepted.length} of ${cases.length}${accepted.length ? ` (${accepted.join('; ')})` : ''}`,
        target: '= 0',
        holds: accepted.length === 0,
      },
      {
        area: 'stolen session',
        name: 'current-password guesses accepted',
        value: `${guessesAccepted} of ${GUESSES} (${guessesSlowed} made to wait)`,
        target: '= 0, and slowed',
        holds: guessesAccepted === 0 && guessesSlowed > 0,
      },
      {
        area: 'stolen session',
        name: 'owner signs in as before (password, then code)',
        value: ownerIn && plainStillOff ? 'yes' : 'no',
        target: 'yes',
        holds: ownerIn && plainStillOff,
      },
    );
    expect(accepted).toEqual([]);
    expect(guessesAccepted).toBe(0);
    expect(guessesSlowed).toBeGreaterThan(0);
    expect(ownerIn).toBe(true);
    expect(plainStillOff).toBe(true);
  }, 120_000);
});
