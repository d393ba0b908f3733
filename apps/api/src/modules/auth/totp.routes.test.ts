import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_LABELS, AUTH, TWO_STEP } from '@smms/shared';
import { addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { openSecret, sealSecret } from '../../lib/secret-box.js';
import { base32Decode, hotp, stepAt } from './totp.js';

let t: TestApp;
let address = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Only Date is faked (the database keeps its own clock): the codes' 30-second steps stay put in a test.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);
});
afterEach(() => vi.useRealTimers());

type Call = { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; cookie?: string; ip?: string };
const call = ({ method = 'POST', url, payload, cookie, ip }: Call) => {
  address += 1;
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...CONSOLE, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
    remoteAddress: ip ?? `10.7.0.${address % 250}`,
  });
};
const login = (username: string, password = FIXTURE_PASSWORD) =>
  call({ url: '/auth/login', payload: { username, password } });
/** The code of the step `offset` steps from now. */
const code = (secret: Buffer, offset = 0) => hotp(secret, stepAt(Date.now()) + offset);

/** An admin with two-step sign-in on: answers its secret (read from the QR's URI) and recovery codes. */
async function enrolled(username: string, role: 'AE_ADMIN' | 'BI_ADMIN' = 'AE_ADMIN') {
  await addUser(t.app.dbHandle.db, { username, role });
  const cookie = await signIn(t.app, username, FIXTURE_PASSWORD);
  const setup = await call({ url: '/auth/two-step/setup', cookie });
  expect(setup.statusCode).toBe(200);
  const secret = base32Decode(setup.json<{ secret: string }>().secret);
  // The first code is the step before now's, so the sign-ins that follow can use now's.
  const confirmed = await call({
    url: '/auth/two-step/confirm',
    cookie,
    payload: { code: code(secret, -1), currentPassword: FIXTURE_PASSWORD },
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, cookie, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

async function pendingToken(username: string): Promise<string> {
  const answer = await login(username);
  expect(answer.statusCode).toBe(200);
  expect(answer.cookies).toEqual([]);
  return answer.json<{ pendingToken: string }>().pendingToken;
}
const secondFactor = (token: string, value: string, ip?: string) =>
  call({ url: '/auth/login/second-factor', payload: { pendingToken: token, code: value }, ip });
const actions = async (action: string) =>
  (await t.app.dbHandle.db.selectFrom('activities').select('action').where('action', '=', action).execute())
    .length;

describe('setting up two-step sign-in', () => {
  it('shows a base32 secret in groups and a QR code, and keeps the secret encrypted at rest', async () => {
    await addUser(t.app.dbHandle.db, { username: 'tf.setup', role: 'BI_ADMIN' });
    const cookie = await signIn(t.app, 'tf.setup', FIXTURE_PASSWORD);
    const setup = (await call({ url: '/auth/two-step/setup', cookie })).json<{
      secret: string;
      otpauthUri: string;
      qrDataUrl: string;
    }>();
    expect(setup.secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret.replaceAll(' ', '')}`);
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const row = await t.app.dbHandle.db.selectFrom('userTotp').selectAll().executeTakeFirstOrThrow();
    expect(row.secretEnc).not.toContain(setup.secret.replaceAll(' ', ''));
    expect(openSecret(t.config.totp.key, row.secretEnc)).toEqual(base32Decode(setup.secret));
    // Not on until a code confirms it: the password alone still signs in.
    expect((await login('tf.setup')).cookies).toHaveLength(1);
  });

  it('refuses a wrong first code and turns on with a right one, answering 10 recovery codes once', async () => {
    await addUser(t.app.dbHandle.db, { username: 'tf.confirm', role: 'AE_ADMIN' });
    const cookie = await signIn(t.app, 'tf.confirm', FIXTURE_PASSWORD);
    const secret = base32Decode(
      (await call({ url: '/auth/two-step/setup', cookie })).json<{ secret: string }>().secret,
    );
    const wrong = await call({
      url: '/auth/two-step/confirm',
      cookie,
      payload: { code: code(secret, 3), currentPassword: FIXTURE_PASSWORD },
    });
    // A typo while signed in is bad input (400), never a 401 the console would read as a lost session.
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: TWO_STEP.invalidCode });
    expect((await call({ method: 'GET', url: '/auth/me', cookie })).statusCode).toBe(200);
    const right = await call({
      url: '/auth/two-step/confirm',
      cookie,
      payload: { code: code(secret), currentPassword: FIXTURE_PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    const codes = right.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const stored = await t.app.dbHandle.db.selectFrom('totpRecoveryCodes').select('codeHash').execute();
    expect(stored.some((r) => codes.some((c) => r.codeHash.includes(c)))).toBe(false);
    const status = await call({ method: 'GET', url: '/auth/two-step', cookie });
    expect(status.json()).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect((await call({ url: '/auth/two-step/setup', cookie })).statusCode).toBe(409);
    expect(await actions('TWO_STEP_ENABLED')).toBeGreaterThan(0);
  });

  it('is for admins only: a field officer is refused', async () => {
    await addUser(t.app.dbHandle.db, { username: 'tf.officer', role: 'FIELD_OFFICER' });
    const cookie = await signIn(t.app, 'tf.officer', FIXTURE_PASSWORD);
    expect((await call({ url: '/auth/two-step/setup', cookie })).statusCode).toBe(403);
  });
});

describe('signing in with two-step sign-in on', () => {
  it('answers "second factor needed" to the right password, with no session, and the code finishes it', async () => {
    const { secret } = await enrolled('tf.signin');
    const answer = await login('tf.signin');
    expect(answer.json()).toMatchObject({
      success: true,
      secondFactor: 'code',
      message: TWO_STEP.codeNeeded,
    });
    expect(answer.json()).not.toHaveProperty('user');
    const token = answer.json<{ pendingToken: string }>().pendingToken;
    // The pending token is no session.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
    const done = await secondFactor(token, code(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      user: { username: 'tf.signin' },
      message: AUTH.loggedIn,
    });
    const cookie = done.cookies.find((c) => c.name.endsWith('smms_session'));
    const meAfter = await call({
      method: 'GET',
      url: '/auth/me',
      cookie: `${cookie?.name}=${cookie?.value}`,
    });
    expect(meAfter.statusCode).toBe(200);
    // Single use: the same token cannot open a second session.
    expect((await secondFactor(token, code(secret, 1))).json()).toMatchObject({
      message: TWO_STEP.signInExpired,
    });
  });

  it('still answers a wrong password as before, the same as an unknown account', async () => {
    await enrolled('tf.wrongpw');
    const wrong = await login('tf.wrongpw', 'not-the-password');
    const unknown = await login('tf.nobody', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses a wrong code, then the code of a step already used (replay)', async () => {
    const { secret } = await enrolled('tf.replay');
    const first = await pendingToken('tf.replay');
    const wrong = await secondFactor(first, code(secret, 5));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: TWO_STEP.invalidCode });
    expect((await secondFactor(first, code(secret))).statusCode).toBe(200);
    // Someone who saw that code (and knows the password) cannot use it again in the same step.
    const second = await pendingToken('tf.replay');
    const replay = await secondFactor(second, code(secret));
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: TWO_STEP.codeReused });
    // Nor an older step's code within the window.
    expect((await secondFactor(second, code(secret, -1))).json()).toMatchObject({
      message: TWO_STEP.codeReused,
    });
    expect((await secondFactor(second, code(secret, 1))).statusCode).toBe(200);
    expect(await actions('SECOND_FACTOR_FAILED')).toBeGreaterThanOrEqual(3);
    expect(await actions('SECOND_FACTOR_PASSED')).toBeGreaterThanOrEqual(2);
    // The activity log shows them by name.
    const superAdmin = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
    for (const action of ['SECOND_FACTOR_PASSED', 'SECOND_FACTOR_FAILED', 'TWO_STEP_ENABLED']) {
      const listed = await call({
        method: 'GET',
        url: `/activities?action=${action}&limit=1`,
        cookie: superAdmin,
      });
      expect(listed.statusCode).toBe(200);
      expect(listed.json<{ data: { label: string }[] }>().data[0]?.label).toBe(ACTIVITY_LABELS[action]);
    }
  });

  it('lets only one of many racing calls with the same code in', async () => {
    const { secret } = await enrolled('tf.race');
    const tokens = await Promise.all(Array.from({ length: 6 }, () => pendingToken('tf.race')));
    const answers = await Promise.all(
      tokens.map((token, i) => secondFactor(token, code(secret), `10.8.0.${i}`)),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s === 200)).toHaveLength(1);
  });

  it('slows down wrong codes like wrong passwords, and ends a pending sign-in after 5 wrong codes', async () => {
    const { secret } = await enrolled('tf.throttle');
    const token = await pendingToken('tf.throttle');
    const ip = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await secondFactor(token, code(secret, 7 + i), ip)).statusCode);
    // Three free failures, then the pair waits: the 4th attempt is refused before the code is looked at.
    expect(statuses).toEqual([401, 401, 401, 429]);
    const waited = await secondFactor(token, code(secret), ip);
    expect(waited.statusCode).toBe(429);
    expect(waited.headers['retry-after']).toBeDefined();
    // From another address the same pending sign-in has tries left until its fifth wrong code.
    expect((await secondFactor(token, '000000', '10.9.9.10')).statusCode).toBe(401);
    expect((await secondFactor(token, '000001', '10.9.9.11')).statusCode).toBe(401);
    const spent = await secondFactor(token, code(secret), '10.9.9.12');
    expect(spent.json()).toMatchObject({ message: TWO_STEP.signInExpired });
  });

  it('takes each recovery code once, in any case and with or without the dash', async () => {
    const { recoveryCodes, cookie } = await enrolled('tf.recovery');
    const [first = '', second = ''] = recoveryCodes;
    expect((await secondFactor(await pendingToken('tf.recovery'), first)).statusCode).toBe(200);
    const again = await secondFactor(await pendingToken('tf.recovery'), first);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ message: TWO_STEP.invalidCode });
    const typed = second.toUpperCase().replace('-', ' ');
    expect((await secondFactor(await pendingToken('tf.recovery'), typed)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/auth/two-step', cookie })).json()).toMatchObject({
      recoveryCodesLeft: 8,
    });
    expect(await actions('RECOVERY_CODE_USED')).toBeGreaterThanOrEqual(2);
  });

  it('refuses codes, not with a 500, when the secret was sealed under another key; a recovery code still works', async () => {
    const { secret, recoveryCodes } = await enrolled('tf.rekey');
    const user = await t.app.dbHandle.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'tf.rekey')
      .executeTakeFirstOrThrow();
    await t.app.dbHandle.db
      .updateTable('userTotp')
      .set({ secretEnc: sealSecret(Buffer.alloc(32, 9), secret) })
      .where('userId', '=', user.id)
      .execute();
    const logged = vi.spyOn(t.app.log, 'error');
    const refused = await secondFactor(await pendingToken('tf.rekey'), code(secret));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: TWO_STEP.invalidCode });
    // Instances with different TOTP_KEYs refuse every right code: the log says why.
    expect(logged).toHaveBeenCalledWith({ userId: user.id }, expect.stringMatching(/TOTP_KEY/));
    logged.mockRestore();
    expect((await secondFactor(await pendingToken('tf.rekey'), recoveryCodes[0] ?? '')).statusCode).toBe(200);
  });

  it('makes new recovery codes for a current code, and the old ones stop working', async () => {
    const { secret, cookie, recoveryCodes } = await enrolled('tf.renew');
    const renewed = await call({
      url: '/auth/two-step/recovery-codes',
      cookie,
      payload: { code: code(secret), currentPassword: FIXTURE_PASSWORD },
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await secondFactor(await pendingToken('tf.renew'), recoveryCodes[0] ?? '')).statusCode).toBe(401);
    expect((await secondFactor(await pendingToken('tf.renew'), fresh[0] ?? '')).statusCode).toBe(200);
  });
});

describe('turning two-step sign-in off', () => {
  it('takes the current password and a current or recovery code, and the password alone signs in again', async () => {
    const { secret, cookie } = await enrolled('tf.off');
    const wrong = await call({
      url: '/auth/two-step/disable',
      cookie,
      payload: { code: code(secret), currentPassword: 'not-it-at-all' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: AUTH.invalidCurrentPassword });
    expect((await call({ url: '/auth/two-step/disable', cookie, payload: {} })).statusCode).toBe(400);
    const off = await call({
      url: '/auth/two-step/disable',
      cookie,
      payload: { code: code(secret), currentPassword: FIXTURE_PASSWORD },
    });
    expect(off.statusCode).toBe(200);
    expect((await login('tf.off')).cookies).toHaveLength(1);
    const { cookie: again, recoveryCodes } = await enrolled('tf.off2');
    const byRecoveryCode = await call({
      url: '/auth/two-step/disable',
      cookie: again,
      payload: { code: recoveryCodes[0], currentPassword: FIXTURE_PASSWORD },
    });
    expect(byRecoveryCode.statusCode).toBe(200);
    expect(await actions('TWO_STEP_DISABLED')).toBe(2);
  });
});

describe('the super admin requires two-step sign-in', () => {
  it('is changed by the super admin only, and audited', async () => {
    await addUser(t.app.dbHandle.db, { username: 'tf.bi', role: 'BI_ADMIN' });
    const bi = await signIn(t.app, 'tf.bi', FIXTURE_PASSWORD);
    expect(
      (
        await call({
          method: 'PUT',
          url: '/settings/security',
          cookie: bi,
          payload: { requireTwoStep: true },
        })
      ).statusCode,
    ).toBe(403);
    const superAdmin = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
    const read = await call({ method: 'GET', url: '/settings/security', cookie: superAdmin });
    expect(read.json()).toEqual({ success: true, requireTwoStep: false });
    expect(await actions('SETTING_CHANGED')).toBe(0);
  });

  it('makes an admin without it set it up at sign-in before any session, and nobody can turn it off', async () => {
    const { cookie: enrolledCookie, secret: enrolledSecret } = await enrolled('tf.req.on');
    await addUser(t.app.dbHandle.db, { username: 'tf.req.new', role: 'BI_ADMIN' });
    await addUser(t.app.dbHandle.db, { username: 'tf.req.fo', role: 'FIELD_OFFICER' });
    // The super admin (who signs in here before it is required) turns it on.
    const superAdmin = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
    const put = await call({
      method: 'PUT',
      url: '/settings/security',
      cookie: superAdmin,
      payload: { requireTwoStep: true },
    });
    expect(put.json()).toEqual({ success: true, requireTwoStep: true });
    try {
      const answer = await login('tf.req.new');
      expect(answer.json()).toMatchObject({ secondFactor: 'enrol', message: TWO_STEP.enrolNeeded });
      expect(answer.cookies).toEqual([]);
      const token = answer.json<{ pendingToken: string }>().pendingToken;
      // The pending token only sets up: it is not a code step.
      expect((await secondFactor(token, '123456')).json()).toMatchObject({ message: TWO_STEP.signInExpired });
      const setup = await call({ url: '/auth/login/enrol', payload: { pendingToken: token } });
      const secret = base32Decode(setup.json<{ secret: string }>().secret);
      const finish = (value: string) =>
        call({ url: '/auth/login/enrol/confirm', payload: { pendingToken: token, code: value } });
      expect((await finish(code(secret, 4))).statusCode).toBe(401);
      const done = await finish(code(secret));
      expect(done.statusCode).toBe(200);
      expect(done.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
      expect(done.cookies.some((c) => c.name.endsWith('smms_session'))).toBe(true);
      // From now on a code is asked for.
      expect((await login('tf.req.new')).json()).toMatchObject({ secondFactor: 'code' });
      // Field officers are not asked.
      expect((await login('tf.req.fo')).cookies).toHaveLength(1);
      const off = await call({
        url: '/auth/two-step/disable',
        cookie: enrolledCookie,
        payload: { code: code(enrolledSecret), currentPassword: FIXTURE_PASSWORD },
      });
      expect(off.statusCode).toBe(403);
      expect(off.json()).toMatchObject({ message: TWO_STEP.requiredCannotDisable });
      expect(
        (await call({ method: 'GET', url: '/auth/two-step', cookie: enrolledCookie })).json(),
      ).toMatchObject({
        enabled: true,
        required: true,
      });
    } finally {
      await call({
        method: 'PUT',
        url: '/settings/security',
        cookie: superAdmin,
        payload: { requireTwoStep: false },
      });
    }
  });
});

describe('in production', () => {
  it('finishes a sign-in with the same __Host- session cookie as a password sign-in', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      await addUser(prod.app.dbHandle.db, { username: 'tf.prod', role: 'AE_ADMIN' });
      const post = (url: string, payload: object, cookie?: string) =>
        prod.app.inject({
          method: 'POST',
          url: `/api/v1${url}`,
          headers: { ...CONSOLE, ...(cookie ? { cookie } : {}) },
          payload,
        });
      const cookie = await signIn(prod.app, 'tf.prod', FIXTURE_PASSWORD);
      expect(cookie.startsWith('__Host-smms_session=')).toBe(true);
      const setup = await post('/auth/two-step/setup', {}, cookie);
      const secret = base32Decode(setup.json<{ secret: string }>().secret);
      expect(
        (
          await post(
            '/auth/two-step/confirm',
            { code: code(secret, -1), currentPassword: FIXTURE_PASSWORD },
            cookie,
          )
        ).statusCode,
      ).toBe(200);
      const pending = (await post('/auth/login', { username: 'tf.prod', password: FIXTURE_PASSWORD })).json<{
        pendingToken: string;
      }>().pendingToken;
      const done = await post('/auth/login/second-factor', { pendingToken: pending, code: code(secret) });
      expect(done.statusCode).toBe(200);
      const set = done.cookies.find((c) => c.name.endsWith('smms_session'));
      expect(set).toMatchObject({ name: '__Host-smms_session', secure: true, httpOnly: true, path: '/' });
      const me = await prod.app.inject({
        url: '/api/v1/auth/me',
        headers: { cookie: `${set?.name}=${set?.value}` },
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
