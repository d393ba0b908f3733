import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/**
 * Caps on OTP guesses and texts (issue 37), counted in auth_throttle as the sign-in throttle is: in the database,
 * so every process and every restart reads one count, with or without Redis. A day's cap held in a process's
 * memory (@fastify/rate-limit's local store) would start again at each deploy and count once per worker, and its
 * 5,000-entry LRU lets anyone who sends that many names evict the count of the one they aim at.
 *
 * A key counts in a fixed window that begins with its first event: `failures` is the count so far. Keys of day
 * windows start with DAY, which the pruning reads; every other window is at most an hour.
 */
export const DAY = 'day:';
export const DAY_SECONDS = 86_400;

/**
 * Counts one event under the key unless `max` are already in its window. Answers 0 when counted, else the
 * seconds until the window ends (the count unchanged). The upsert's row lock serialises concurrent calls, so a
 * burst cannot pass the cap.
 */
export async function takeFromWindow(db: Db, key: string, seconds: number, max: number): Promise<number> {
  const stale = sql`t.window_started_at <= now() - make_interval(secs => ${seconds})`;
  const taken = await sql`
    insert into auth_throttle as t (key, failures, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when ${stale} then 1 else t.failures + 1 end,
      window_started_at = case when ${stale} then now() else t.window_started_at end
    where ${stale} or t.failures < ${max}
    returning key`.execute(db);
  if (taken.rows.length === 1) return 0;
  return windowLeft(db, key, seconds);
}

/** Seconds until the key's window ends (at least 1). */
async function windowLeft(db: Db, key: string, seconds: number): Promise<number> {
  const row = await db
    .selectFrom('authThrottle')
    .select(
      sql<number>`extract(epoch from (window_started_at + make_interval(secs => ${seconds}) - now()))::float8`.as(
        'left',
      ),
    )
    .where('key', '=', key)
    .executeTakeFirst();
  return Math.max(1, Math.ceil(row?.left ?? 1));
}

/** Takes back one event counted by takeFromWindow (an attempt counted before it was known to be right). */
export async function giveBack(db: Db, key: string): Promise<void> {
  await db
    .updateTable('authThrottle')
    .set({ failures: sql`greatest(failures - 1, 0)` })
    .where('key', '=', key)
    .execute();
}
