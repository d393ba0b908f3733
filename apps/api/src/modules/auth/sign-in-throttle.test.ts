import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '@smms/shared';
import { addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, type TestApp } from '../../test/test-app.js';
import { THROTTLE } from './throttle.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['victim', 'office.one', 'office.two', 'burst', 'quiet'])
    await addUser(t.app.dbHandle.db, { username, role: 'AE_ADMIN' });
});
afterAll(() => t.close());

const login = (username: string, password: string, from: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: CONSOLE,
    remoteAddress: from,
    payload: { username, password },
  });

/** Lets the waits of one address run out, as if its client had waited (no sleeping in tests). */
const waitsRunOut = (ip: string) =>
  sql`update auth_throttle set locked_until = now()
      where (key in (${`addr:${ip}`}, ${`spray:${ip}`}) or key like ${`pair:%|${ip}`}) and locked_until > now()`.execute(
    t.app.dbHandle.db,
  );

const actions = async (action: string) =>
  Number(
    (
      await t.app.dbHandle.db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('action', '=', action)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/v1/auth/login throttling (slows down, never locks out)', () => {
  it('grows the wait 1, 2, 4 … 60 s per account and address, with Retry-After and the wait in the message', async () => {
    for (let i = 0; i < THROTTLE.pair.free; i += 1)
      expect((await login('victim', `wrong-${i}`, '10.1.0.1')).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const held = await login('victim', 'wrong-again', '10.1.0.1');
      expect(held.statusCode).toBe(429);
      const seconds = Number(held.headers['retry-after']);
      expect(held.json()).toEqual({ success: false, message: AUTH.tooManyAttempts(seconds) });
      waits.push(seconds);
      await waitsRunOut('10.1.0.1');
      expect((await login('victim', 'wrong-again', '10.1.0.1')).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('lets the right password in from another address while one address is held', async () => {
    expect((await login('victim', FIXTURE_PASSWORD, '10.1.0.1')).statusCode).toBe(429);
    expect((await login('victim', FIXTURE_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
    // Even the super admin cannot be shut out by someone failing on purpose.
    for (let i = 0; i < 12; i += 1) {
      await login('superadmin', `guess-${i}`, '10.1.0.66');
      await waitsRunOut('10.1.0.66');
    }
    expect((await login('superadmin', ADMIN_PASSWORD, '10.1.0.67')).statusCode).toBe(200);
  });

  it('checks no password while held: the right one is refused too, and nothing is counted', async () => {
    const failedBefore = await actions('LOGIN_FAILED');
    const throttledBefore = await actions('LOGIN_THROTTLED');
    const counted = () =>
      t.app.dbHandle.db
        .selectFrom('authThrottle')
        .select(['key', 'failures'])
        .where('key', 'in', ['pair:victim|10.1.0.1', 'addr:10.1.0.1'])
        .orderBy('key')
        .execute();
    const before = await counted();
    const held = await login('victim', FIXTURE_PASSWORD, '10.1.0.1');
    expect(held.statusCode).toBe(429);
    expect(await counted()).toEqual(before);
    expect(await actions('LOGIN_FAILED')).toBe(failedBefore);
    expect(await actions('LOGIN_THROTTLED')).toBe(throttledBefore + 1);
  });

  it('forgets the failures of the pair on a successful sign-in', async () => {
    await waitsRunOut('10.1.0.1');
    expect((await login('victim', FIXTURE_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    for (let i = 0; i < THROTTLE.pair.free; i += 1)
      expect((await login('victim', `typo-${i}`, '10.1.0.1')).statusCode).toBe(401);
    expect(Number((await login('victim', 'typo', '10.1.0.1')).headers['retry-after'])).toBe(1);
  });

  it('lets no burst of parallel attempts past the delay', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('burst', `parallel-${i}`, '10.1.0.3')),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(THROTTLE.pair.free);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - THROTTLE.pair.free);
  });

  it("never holds up an office for one account's failures", async () => {
    for (let i = 0; i < 30; i += 1) {
      await login('office.one', `forgot-${i}`, '10.1.0.4');
      await waitsRunOut('10.1.0.4');
    }
    expect((await login('office.two', FIXTURE_PASSWORD, '10.1.0.4')).statusCode).toBe(200);
  });

  it('holds an address that tries more than 10 names, 30 s and growing, and only that address', async () => {
    const names = Array.from({ length: THROTTLE.spray.free }, (_, i) => `spray.${i}`);
    const first = await Promise.all(names.map((name) => login(name, 'Summer2026!', '10.1.0.5')));
    expect(first.map((a) => a.statusCode)).toEqual(names.map(() => 401));
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const held = await login(`spray.more.${i}`, 'Summer2026!', '10.1.0.5');
      expect(held.statusCode).toBe(429);
      const seconds = Number(held.headers['retry-after']);
      expect(held.json()).toEqual({ success: false, message: AUTH.tooManyAttempts(seconds) });
      // While the address waits, a name it has tried before waits too.
      expect((await login('spray.0', 'Summer2026!', '10.1.0.5')).statusCode).toBe(429);
      waits.push(seconds);
      await waitsRunOut('10.1.0.5');
      expect((await login(`spray.more.${i}`, 'Summer2026!', '10.1.0.5')).statusCode).toBe(401);
    }
    // Each wait counted from the attempt that started it, so up to a few seconds may have passed.
    [30, 60, 120, 240, 480].forEach((wait, i) => {
      expect(waits[i]).toBeGreaterThan(wait - 5);
      expect(waits[i]).toBeLessThanOrEqual(wait);
    });
    // Nobody else is held: the right password from another address, for a sprayed name too.
    expect((await login('quiet', FIXTURE_PASSWORD, '10.1.0.6')).statusCode).toBe(200);
    expect((await login('victim', FIXTURE_PASSWORD, '10.1.0.6')).statusCode).toBe(200);
  });

  it("counts a name once however often it fails, and gives a name back on its owner's right password", async () => {
    for (let i = 0; i < 2 * THROTTLE.spray.free; i += 1) {
      expect((await login('quiet', FIXTURE_PASSWORD, '10.1.0.7')).statusCode).toBe(200);
      await login('office.one', `forgot-${i}`, '10.1.0.7');
      await waitsRunOut('10.1.0.7');
    }
    // office.one and 8 more names: the tenth, right the first time, neither counts nor starts a wait.
    const names = Array.from({ length: THROTTLE.spray.free - 2 }, (_, i) => `typo.${i}`);
    for (const name of names) expect((await login(name, 'x'.repeat(8), '10.1.0.7')).statusCode).toBe(401);
    expect((await login('office.two', FIXTURE_PASSWORD, '10.1.0.7')).statusCode).toBe(200);
    expect((await login('quiet', FIXTURE_PASSWORD, '10.1.0.7')).statusCode).toBe(200);
    expect((await login('typo.last', 'x'.repeat(8), '10.1.0.7')).statusCode).toBe(401);
    expect((await login('typo.after', 'x'.repeat(8), '10.1.0.7')).statusCode).toBe(429);
  });
});
