import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { waitFor } from './throttle.js';

export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_SECONDS = 60;
export const RESET_TOKEN_VALID_MINUTES = 10;

/**
 * OTP requests are tracked by the identifier asked for, whether or not an account has it (issue 13): the
 * resend wait and the wrong tries then answer alike for real and unknown accounts. The row lives in
 * auth_throttle: `locked_until` ends the resend wait, `failures` counts wrong codes since the last send.
 */
export const otpKey = (login: { username?: string; phone?: string }) =>
  login.username ? `otp:username:${login.username.toLowerCase()}` : `otp:phone:${login.phone ?? ''}`;

/** Starts the identifier's resend wait and clears its wrong tries; answers the seconds left if still waiting. */
export async function takeOtpSend(db: Db, key: string): Promise<number> {
  const taken = await sql`
    insert into auth_throttle as t (key, failures, window_started_at, locked_until)
    values (${key}, 0, now(), now() + make_interval(secs => ${OTP_RESEND_SECONDS}))
    on conflict (key) do update set failures = 0, window_started_at = now(), locked_until = excluded.locked_until
    where t.locked_until is null or t.locked_until <= now()
    returning key`.execute(db);
  return taken.rows.length === 1 ? 0 : Math.max(1, await waitFor(db, key));
}

/** Wrong codes entered for the identifier since its last send. */
export async function wrongTries(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('authThrottle')
    .select('failures')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.failures ?? 0;
}

export async function countWrongTry(db: Db, key: string): Promise<number> {
  const result = await sql<{ failures: number }>`
    insert into auth_throttle as t (key, failures, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set failures = t.failures + 1
    returning failures`.execute(db);
  return result.rows[0]?.failures ?? 1;
}

/**
 * Replaces any open OTP of the user with a new one, unless one was issued within the resend wait (the same
 * account asked for by its other identifier): then nothing changes and the answer is false. The user's row
 * is locked for the check, so two requests at once issue one OTP, not two.
 */
export async function issueOtp(db: Db, userId: number, codeHash: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const recent = await tx
      .selectFrom('otps')
      .select('id')
      .where('userId', '=', userId)
      .where(sql<boolean>`created_at > now() - make_interval(secs => ${OTP_RESEND_SECONDS})`)
      .limit(1)
      .executeTakeFirst();
    if (recent) return false;
    await tx
      .updateTable('otps')
      .set({ usedAt: sql`now()` })
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .execute();
    await tx
      .insertInto('otps')
      .values({
        userId,
        codeHash,
        expiresAt: sql<string>`now() + make_interval(mins => ${OTP_VALID_MINUTES})`,
      })
      .execute();
    return true;
  });
}

/** The user's newest OTP, with whether it has expired by the database clock. */
export async function latestOtp(db: Db, userId: number) {
  return db
    .selectFrom('otps')
    .select(['id', 'codeHash', 'attempts', 'usedAt', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countFailedTry(db: Db, otpId: number): Promise<number> {
  const row = await db
    .updateTable('otps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', otpId)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

/** Marks the OTP used (only if still unused) and attaches a reset token to it. False if it was raced. */
export async function consumeOtp(db: Db, otpId: number, resetTokenHash: string): Promise<boolean> {
  const result = await db
    .updateTable('otps')
    .set({
      usedAt: sql`now()`,
      resetTokenHash,
      resetTokenExpiresAt: sql<string>`now() + make_interval(mins => ${RESET_TOKEN_VALID_MINUTES})`,
    })
    .where('id', '=', otpId)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes a reset token once: answers the user it belongs to, or null if unknown, used or expired. */
export async function takeResetToken(db: Db, resetTokenHash: string): Promise<number | null> {
  const row = await db
    .updateTable('otps')
    .set({ resetUsedAt: sql`now()` })
    .where('resetTokenHash', '=', resetTokenHash)
    .where('resetUsedAt', 'is', null)
    .where('resetTokenExpiresAt', '>', sql<string>`now()`)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId ?? null;
}
