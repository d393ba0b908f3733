import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/** SQL for two-step sign-in: the authenticator, its recovery codes and the pending sign-ins. */

export const CHALLENGE_VALID_MINUTES = 5;
export const CHALLENGE_MAX_TRIES = 5;

export async function findTotp(db: Db, userId: number) {
  return db
    .selectFrom('userTotp')
    .select(['secretEnc', 'enabledAt', 'lastStep'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Starts (or restarts) an enrolment; never replaces an authenticator already on. */
export async function savePendingTotp(db: Db, userId: number, secretEnc: string): Promise<boolean> {
  const result = await sql`
    insert into user_totp as t (user_id, secret_enc) values (${userId}, ${secretEnc})
    on conflict (user_id) do update set secret_enc = excluded.secret_enc, last_step = null, created_at = now()
    where t.enabled_at is null
    returning user_id`.execute(db);
  return result.rows.length === 1;
}

/**
 * Accepts a code's step for the user: only a step newer than the last one accepted, so a code seen once
 * (over a shoulder, in a log) cannot be used again, however many calls race with it. `enable` turns a
 * pending enrolment on with its first code.
 */
export async function takeStep(db: Db, userId: number, step: number, enable: boolean): Promise<boolean> {
  const result = await sql`
    update user_totp set last_step = ${step}, enabled_at = coalesce(enabled_at, ${enable ? sql`now()` : sql`null`})
    where user_id = ${userId}
      and ${enable ? sql`enabled_at is null` : sql`enabled_at is not null`}
      and (last_step is null or last_step < ${step})
    returning user_id`.execute(db);
  return result.rows.length === 1;
}

export async function deleteTotp(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('totpRecoveryCodes').where('userId', '=', userId).execute();
  await db.deleteFrom('userTotp').where('userId', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: string[]): Promise<void> {
  await db.deleteFrom('totpRecoveryCodes').where('userId', '=', userId).execute();
  await db
    .insertInto('totpRecoveryCodes')
    .values(codeHashes.map((codeHash) => ({ userId, codeHash })))
    .execute();
}

/** Spends one recovery code; false when it is not the user's or already spent. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const result = await db
    .updateTable('totpRecoveryCodes')
    .set({ usedAt: sql`now()` })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('totpRecoveryCodes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function createChallenge(
  db: Db,
  input: { tokenHash: string; userId: number; kind: 'code' | 'enrol' },
): Promise<void> {
  await db
    .insertInto('signInChallenges')
    .values({ ...input, expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_VALID_MINUTES})` })
    .execute();
  // Spent and expired ones are of no further use.
  await db
    .deleteFrom('signInChallenges')
    .where((eb) =>
      eb.or([eb('usedAt', 'is not', null), eb('expiresAt', '<', sql<string>`now() - interval '1 day'`)]),
    )
    .execute();
}

/** A pending sign-in that can still be finished: unused, in time, tries left. */
export async function liveChallenge(db: Db, tokenHash: string) {
  return db
    .selectFrom('signInChallenges')
    .select(['id', 'userId', 'kind', 'attempts'])
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<string>`now()`)
    .where('attempts', '<', CHALLENGE_MAX_TRIES)
    .executeTakeFirst();
}

export async function countChallengeTry(db: Db, id: number): Promise<void> {
  await db
    .updateTable('signInChallenges')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .execute();
}

/** Single use: only one caller gets true, however many finish the same sign-in at once. */
export async function spendChallenge(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('signInChallenges')
    .set({ usedAt: sql`now()` })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<string>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
