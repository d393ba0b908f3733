import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_SECONDS = 60;
export const RESET_TOKEN_VALID_MINUTES = 10;

/** Replaces any open OTP of the user with a new one. */
export async function createOtp(db: Db, userId: number, codeHash: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
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
  });
}

export async function secondsSinceLastOtp(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('otps')
    .select(sql<number>`extract(epoch from (now() - created_at))::float8`.as('seconds'))
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? row.seconds : null;
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
