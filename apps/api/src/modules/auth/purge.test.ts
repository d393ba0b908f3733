import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '30' });
});
afterAll(() => t.close());

const db = () => t.app.dbHandle.db;
const hoursAgo = (hours: number) => sql<string>`now() - make_interval(hours => ${hours})`;
const inHours = (hours: number) => sql<string>`now() + make_interval(hours => ${hours})`;
const tags = async (table: 'sessions' | 'otps' | 'signInChallenges', column: 'tokenHash' | 'codeHash') =>
  (await db().selectFrom(table).select(column).execute())
    .map((r) => (r as Record<string, string>)[column] ?? '')
    .filter((tag) => tag.startsWith('t-'))
    .sort();

describe('ended sign-in records are purged after a sign-in', () => {
  it('removes sessions, challenges and OTPs ended more than their keeping time ago, and nothing live', async () => {
    const { id: userId } = await db()
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'superadmin')
      .executeTakeFirstOrThrow();
    const session = (tokenHash: string, values: object) => ({
      tokenHash,
      userId,
      lastSeenAt: hoursAgo(0),
      expiresAt: inHours(10),
      ...values,
    });
    await db()
      .insertInto('sessions')
      .values([
        session('t-expired-2d', { expiresAt: hoursAgo(48) }),
        session('t-revoked-2d', { revokedAt: hoursAgo(48) }),
        session('t-idle-3d', { lastSeenAt: hoursAgo(72) }),
        session('t-revoked-1h', { revokedAt: hoursAgo(1) }),
        session('t-idle-2h', { lastSeenAt: hoursAgo(2) }),
        session('t-live', {}),
      ])
      .execute();
    await db()
      .insertInto('signInChallenges')
      .values([
        { tokenHash: 't-challenge-2d', userId, kind: 'code', expiresAt: hoursAgo(48) },
        { tokenHash: 't-challenge-1h', userId, kind: 'code', expiresAt: hoursAgo(1) },
      ])
      .execute();
    const otp = (codeHash: string, createdAt: number, reset: number | null) => ({
      codeHash,
      userId,
      createdAt: hoursAgo(createdAt),
      expiresAt: hoursAgo(createdAt - 1),
      resetTokenExpiresAt: reset === null ? null : inHours(reset),
    });
    await db()
      .insertInto('otps')
      .values([
        otp('t-otp-3d', 72, null),
        otp('t-otp-3d-reset-spent', 72, -70),
        otp('t-otp-3d-reset-open', 72, 1),
        otp('t-otp-25h', 25, null),
      ])
      .execute();

    await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
    await t.app.background.idle();

    expect(await tags('sessions', 'tokenHash')).toEqual(['t-idle-2h', 't-live', 't-revoked-1h']);
    expect(await tags('signInChallenges', 'tokenHash')).toEqual(['t-challenge-1h']);
    expect(await tags('otps', 'codeHash')).toEqual(['t-otp-25h', 't-otp-3d-reset-open']);
  });
});
