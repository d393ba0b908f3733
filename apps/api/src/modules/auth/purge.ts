import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/** Rows one purge removes from each table at most, so that no sign-in pays for a long backlog. */
export const PURGE_BATCH = 500;
/** How long an ended session or challenge is kept, for whoever looks into a sign-in soon after. */
export const KEEP_ENDED_HOURS = 24;
/** An OTP row counts towards its account's daily tries for 24 h 10 min (otps.repo): kept two days. */
export const KEEP_OTP_HOURS = 48;

const ended = (hours: number) => sql<string>`now() - make_interval(hours => ${hours})`;

/**
 * Removes the sign-in records nothing reads any more: sessions ended (expired, revoked or idle past
 * `idleMinutes`) a day ago, two-step challenges expired a day ago, and OTPs two days old whose reset token is
 * spent or expired. Without it the three tables kept a row for every sign-in and reset ever made. The audit
 * log keeps who signed in and when. Answers how many rows went.
 */
export async function purgeEndedSignIns(db: Db, idleMinutes: number): Promise<number> {
  const day = ended(KEEP_ENDED_HOURS);
  const sessions = await sql`
    delete from sessions where id in (
      select id from sessions
      where expires_at < ${day} or revoked_at < ${day}
         or last_seen_at < ${day} - make_interval(mins => ${idleMinutes})
      limit ${PURGE_BATCH})`.execute(db);
  const challenges = await sql`
    delete from sign_in_challenges where id in (
      select id from sign_in_challenges where expires_at < ${day} limit ${PURGE_BATCH})`.execute(db);
  const otps = await sql`
    delete from otps where id in (
      select id from otps
      where created_at < ${ended(KEEP_OTP_HOURS)}
        and (reset_token_expires_at is null or reset_token_expires_at < now())
      limit ${PURGE_BATCH})`.execute(db);
  return [sessions, challenges, otps].reduce((n, r) => n + Number(r.numAffectedRows ?? 0), 0);
}
