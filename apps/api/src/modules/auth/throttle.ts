import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/**
 * Sign-in throttling that slows down instead of locking out (DESIGN §3, issue 13): a lockout let anyone
 * shut an account (the super admin's included) or a whole office out by failing on purpose.
 *
 * - pair (account, address): the first FREE failures cost nothing; each further one makes the next attempt
 *   from that address to that account wait 1 s, 2 s, 4 s … up to 60 s. A success forgets the pair. The right
 *   password from another address is never held up by this address's failures.
 * - address: a much looser ceiling for an address spraying many accounts. One account's failures cannot
 *   reach it on their own: the pair's delays let through at most ~25 failures in 15 minutes.
 *
 * Rows live in auth_throttle (survives restarts, shared by every process): `failures` in the window that
 * began at `window_started_at`, and `locked_until` the moment the next attempt may be made.
 */
export const THROTTLE = {
  pair: { free: 3, windowMinutes: 60, maxDelaySeconds: 60 },
  address: { free: 100, windowMinutes: 15, maxDelaySeconds: 60 },
} as const;
export type ThrottleKind = keyof typeof THROTTLE;

/** Seconds the next attempt waits after `failures` failures in the window (0 below the free allowance). */
export function delaySeconds(kind: ThrottleKind, failures: number): number {
  const { free, maxDelaySeconds } = THROTTLE[kind];
  if (failures < free) return 0;
  return Math.min(maxDelaySeconds, 2 ** Math.min(failures - free, 16));
}

export interface SignInKeys {
  pair: string;
  address: string;
}
export const signInKeys = (username: string, ip: string): SignInKeys => ({
  pair: `pair:${username.toLowerCase()}|${ip}`,
  address: `addr:${ip}`,
});

class Throttled extends Error {
  constructor(readonly seconds: number) {
    super('throttled');
  }
}

/** Seconds until the key may be used again, or 0. */
export async function waitFor(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('authThrottle')
    .select(sql<number>`extract(epoch from (locked_until - now()))::float8`.as('seconds'))
    .where('key', '=', key)
    .where('lockedUntil', '>', sql<string>`now()`)
    .executeTakeFirst();
  return row ? Math.max(1, Math.ceil(row.seconds)) : 0;
}

/**
 * Counts the attempt as a failure before the password is checked, and only if the key is not waiting:
 * the row lock of the upsert serialises concurrent attempts, so a burst cannot slip past the delay.
 * Answers false (and changes nothing) when the key must wait.
 */
async function claim(db: Db, kind: ThrottleKind, key: string): Promise<boolean> {
  const { free, windowMinutes, maxDelaySeconds } = THROTTLE[kind];
  const stale = sql`t.window_started_at < now() - make_interval(mins => ${windowMinutes})`;
  const failures = sql`case when ${stale} then 1 else t.failures + 1 end`;
  // No wait is null, not now(): a concurrent attempt whose transaction began a moment earlier would see
  // now() as a wait still running.
  const wait = (n: unknown) => sql`case when ${n} >= ${free}
    then now() + make_interval(secs => least(${maxDelaySeconds}, power(2, least(${n} - ${free}, 16)))) end`;
  const firstDelay = delaySeconds(kind, 1);
  const first = firstDelay > 0 ? sql`now() + make_interval(secs => ${firstDelay})` : sql`null`;
  const result = await sql<{ failures: number }>`
    insert into auth_throttle as t (key, failures, window_started_at, locked_until)
    values (${key}, 1, now(), ${first})
    on conflict (key) do update set
      failures = ${failures},
      window_started_at = case when ${stale} then now() else t.window_started_at end,
      locked_until = ${wait(failures)}
    where t.locked_until is null or t.locked_until <= now()
    returning failures`.execute(db);
  return result.rows.length === 1;
}

/**
 * Takes one sign-in attempt for the pair and the address: answers 0 when the password may be checked (the
 * attempt already counted as a failure until `signInSucceeded`), or the seconds to wait, changing nothing.
 */
export async function takeSignInAttempt(db: Db, keys: SignInKeys): Promise<number> {
  try {
    await db.transaction().execute(async (tx) => {
      if (!(await claim(tx, 'pair', keys.pair))) throw new Throttled(await waitFor(tx, keys.pair));
      if (!(await claim(tx, 'address', keys.address))) throw new Throttled(await waitFor(tx, keys.address));
    });
    return 0;
  } catch (error) {
    if (error instanceof Throttled) return error.seconds;
    throw error;
  }
}

/** How many forgotten rows one sign-in clears at most, so no sign-in pays for a long backlog. */
export const PRUNE_BATCH = 100;

/**
 * Clears rows that no longer count: their window ended (the longest there is) and they hold no wait. Such a
 * row acts exactly as a missing one (claim starts a stale window afresh at 1), so removing it changes no
 * answer; without this the table kept one row for every address and name ever tried.
 */
export async function pruneThrottle(db: Db): Promise<number> {
  const longest = Math.max(...Object.values(THROTTLE).map((kind) => kind.windowMinutes));
  const result = await sql`
    delete from auth_throttle where key in (
      select key from auth_throttle
      where window_started_at < now() - make_interval(mins => ${longest})
        and (locked_until is null or locked_until <= now())
      limit ${PRUNE_BATCH})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The right password: the pair starts afresh and the address gets its counted failure back. */
export async function signInSucceeded(db: Db, keys: SignInKeys): Promise<void> {
  await db.deleteFrom('authThrottle').where('key', '=', keys.pair).execute();
  await pruneThrottle(db);
  await db
    .updateTable('authThrottle')
    .set({ failures: sql`greatest(failures - 1, 0)` })
    .where('key', '=', keys.address)
    .execute();
}
