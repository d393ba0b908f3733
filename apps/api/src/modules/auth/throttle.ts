import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/** Failed sign-ins allowed per window before the key is locked (DESIGN §3). */
export const LIMITS = {
  account: { failures: 5, windowMinutes: 15, lockMinutes: 15 },
  ip: { failures: 30, windowMinutes: 15, lockMinutes: 15 },
} as const;

export type ThrottleKind = keyof typeof LIMITS;
export const throttleKey = (kind: ThrottleKind, value: string) => `${kind}:${value.toLowerCase()}`;

/** Seconds until the key may try again, or 0. Checked before any password hash is computed. */
export async function lockedFor(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('authThrottle')
    .select(sql<number>`greatest(0, extract(epoch from (locked_until - now())))::float8`.as('seconds'))
    .where('key', '=', key)
    .where('lockedUntil', '>', sql<string>`now()`)
    .executeTakeFirst();
  return row ? Math.ceil(row.seconds) : 0;
}

/** Counts a failure in the key's window and locks the key when the window's limit is reached. */
export async function recordFailure(db: Db, kind: ThrottleKind, key: string): Promise<void> {
  const limit = LIMITS[kind];
  await sql`
    insert into auth_throttle (key, failures, window_started_at)
    values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when auth_throttle.window_started_at < now() - make_interval(mins => ${limit.windowMinutes})
                      then 1 else auth_throttle.failures + 1 end,
      window_started_at = case when auth_throttle.window_started_at < now() - make_interval(mins => ${limit.windowMinutes})
                      then now() else auth_throttle.window_started_at end`.execute(db);
  await sql`
    update auth_throttle set locked_until = now() + make_interval(mins => ${limit.lockMinutes}), failures = 0,
      window_started_at = now()
    where key = ${key} and failures >= ${limit.failures}`.execute(db);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('authThrottle').where('key', '=', key).execute();
}
