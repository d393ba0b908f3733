import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { waitFor } from './throttle.js';
import { DAY, DAY_SECONDS, giveBack, takeFromWindow } from './windows.js';

export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_SECONDS = 60;
export const RESET_TOKEN_VALID_MINUTES = 10;

/**
 * Issue 37: caps no resend starts afresh. Wrong codes per account in any 24 hours (read from its OTPs' own
 * counts) and per identifier asked for (so an unknown account answers alike), and per address; texts per
 * identifier and per account an hour, and of all accounts together a minute and an hour.
 */
export const OTP_CAPS = {
  triesPerDay: 10,
  triesPerAddressPerDay: 30,
  textsPerHour: 5,
  textsOverall: [
    { max: 30, seconds: 60 },
    { max: 300, seconds: 3_600 },
  ],
} as const;
/** An OTP's tries fall within 10 minutes of its creation: its tries count for the day that far after it. */
const ACCOUNT_TRIES_SECONDS = DAY_SECONDS + OTP_VALID_MINUTES * 60;

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

const dayKeys = (key: string, ip: string) => [`${DAY}${key}`, `${DAY}otp:addr:${ip}`] as const;

/**
 * Counts one check against the day's caps of the identifier and the address before its code is read, so that
 * parallel guesses cannot pass them. Answers 0, or the seconds until the check may be made again.
 */
export async function takeDailyTry(db: Db, key: string, ip: string): Promise<number> {
  const [identifier, address] = dayKeys(key, ip);
  return db.transaction().execute(async (tx) => {
    const wait = await takeFromWindow(tx, identifier, DAY_SECONDS, OTP_CAPS.triesPerDay);
    if (wait > 0) return wait;
    const addressWait = await takeFromWindow(tx, address, DAY_SECONDS, OTP_CAPS.triesPerAddressPerDay);
    if (addressWait > 0) await giveBack(tx, identifier);
    return addressWait;
  });
}

/** The right code: its check is not a wrong try. */
export async function giveBackDailyTry(db: Db, key: string, ip: string): Promise<void> {
  for (const dayKey of dayKeys(key, ip)) await giveBack(db, dayKey);
}

/**
 * Counts one check on the OTP before its code is read, unless the account has had its day's tries: the tries of
 * every OTP it was sent in the last 24 hours (and 10 minutes), so a resend starts nothing afresh. The user's row
 * is locked for the count. Answers 0, or the seconds until its oldest counted OTP leaves the day.
 */
export async function takeAccountTry(db: Db, userId: number, otpId: number): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const day = await tx
      .selectFrom('otps')
      .select([
        sql<number>`coalesce(sum(attempts), 0)::int`.as('tries'),
        sql<number>`extract(epoch from (min(created_at) filter (where attempts > 0)
          + make_interval(secs => ${ACCOUNT_TRIES_SECONDS}) - now()))::float8`.as('left'),
      ])
      .where('userId', '=', userId)
      .where(sql<boolean>`created_at > now() - make_interval(secs => ${ACCOUNT_TRIES_SECONDS})`)
      .executeTakeFirstOrThrow();
    if (day.tries >= OTP_CAPS.triesPerDay) return Math.max(1, Math.ceil(day.left ?? 1));
    await countFailedTry(tx, otpId);
    return 0;
  });
}

/** The right code: its check, counted by takeAccountTry, is not a wrong try. */
export async function giveBackAccountTry(db: Db, otpId: number): Promise<void> {
  await db
    .updateTable('otps')
    .set({ attempts: sql`greatest(attempts - 1, 0)` })
    .where('id', '=', otpId)
    .execute();
}

/** Texts asked for by one identifier this hour, counted as the request is answered. */
export const takeTextForIdentifier = (db: Db, key: string) =>
  takeFromWindow(db, `texts:${key}`, 3_600, OTP_CAPS.textsPerHour);

/**
 * Seconds until another text may be sent (0: now), by the texts sent, i.e. the OTPs issued: of all accounts
 * together, or of one account for its hourly cap.
 */
export async function textsWait(db: Db, userId?: number): Promise<number> {
  const caps =
    userId === undefined ? OTP_CAPS.textsOverall : [{ max: OTP_CAPS.textsPerHour, seconds: 3_600 }];
  for (const { max, seconds } of caps) {
    let query = db
      .selectFrom('otps')
      .select([
        sql<number>`count(*)::int`.as('sent'),
        sql<number>`extract(epoch from (min(created_at) + make_interval(secs => ${seconds}) - now()))::float8`.as(
          'left',
        ),
      ])
      .where(sql<boolean>`created_at > now() - make_interval(secs => ${seconds})`);
    if (userId !== undefined) query = query.where('userId', '=', userId);
    const window = await query.executeTakeFirstOrThrow();
    if (window.sent >= max) return Math.max(1, Math.ceil(window.left ?? 1));
  }
  return 0;
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
 * account asked for by its other identifier): then nothing changes and the answer is 'recent'; or unless the
 * account's or everyone's texts are at their cap ('capped'). The user's row is locked for the check, so two
 * requests at once issue one OTP, not two.
 */
export async function issueOtp(
  db: Db,
  userId: number,
  codeHash: string,
): Promise<'issued' | 'recent' | 'capped'> {
  return db.transaction().execute(async (tx) => {
    await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const recent = await tx
      .selectFrom('otps')
      .select('id')
      .where('userId', '=', userId)
      .where(sql<boolean>`created_at > now() - make_interval(secs => ${OTP_RESEND_SECONDS})`)
      .limit(1)
      .executeTakeFirst();
    if (recent) return 'recent';
    if ((await textsWait(tx, userId)) > 0 || (await textsWait(tx)) > 0) return 'capped';
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
    return 'issued';
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

/** Whether a reset token may still be taken (read before any password is hashed for it). */
export async function resetTokenValid(db: Db, resetTokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('otps')
    .select('id')
    .where('resetTokenHash', '=', resetTokenHash)
    .where('resetUsedAt', 'is', null)
    .where('resetTokenExpiresAt', '>', sql<string>`now()`)
    .executeTakeFirst();
  return row !== undefined;
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
