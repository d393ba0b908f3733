import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { DAY, DAY_SECONDS } from './windows.js';

/**
 * Sign-in throttling that slows down instead of locking out (DESIGN §3, issue 13): a lockout let anyone
 * shut an account (the super admin's included) or a whole office out by failing on purpose.
 *
 * - pair (account, address): the first FREE failures cost nothing; each further one makes the next attempt
 *   from that address to that account wait 1 s, 2 s, 4 s … up to 60 s. A success forgets the pair. The right
 *   password from another address is never held up by this address's failures.
 * - address: a much looser ceiling for an address spraying many accounts. One account's failures cannot
 *   reach it on their own: the pair's delays let through at most ~25 failures in 15 minutes.
 * - spray (issue 37): the names failed from one address. Each name counts once a window (its pair's first
 *   failure), so a person's typos on their own account never add up; past 10 names every attempt from that
 *   address waits 30 s, 1, 2, 4, 8 minutes, then 15. Only that address: the right password from any other one
 *   is never held up, so nobody can shut a person out by spraying from elsewhere.
 *
 * Rows live in auth_throttle (survives restarts, shared by every process): `failures` in the window that
 * began at `window_started_at`, and `locked_until` the moment the next attempt may be made.
 */
export const THROTTLE = {
  pair: { free: 3, windowMinutes: 60, firstDelaySeconds: 1, maxDelaySeconds: 60 },
  address: { free: 100, windowMinutes: 15, firstDelaySeconds: 1, maxDelaySeconds: 60 },
  spray: { free: 10, windowMinutes: 60, firstDelaySeconds: 30, maxDelaySeconds: 900 },
} as const;
export type ThrottleKind = keyof typeof THROTTLE;

/** Seconds the next attempt waits after `failures` failures in the window (0 below the free allowance). */
export function delaySeconds(kind: ThrottleKind, failures: number): number {
  const { free, firstDelaySeconds, maxDelaySeconds } = THROTTLE[kind];
  if (failures < free) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** Math.min(failures - free, 16));
}

export interface SignInKeys {
  pair: string;
  address: string;
  /** Names tried from the address (sign-in by password; a second factor's account is already known). */
  spray?: string;
}
export const signInKeys = (username: string, ip: string): SignInKeys => ({
  pair: `pair:${username.toLowerCase()}|${ip}`,
  address: `addr:${ip}`,
  spray: `spray:${ip}`,
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
 * Answers the failures counted in the window, or null (changing nothing) when the key must wait.
 */
async function claim(db: Db, kind: ThrottleKind, key: string): Promise<number | null> {
  const { free, windowMinutes, firstDelaySeconds, maxDelaySeconds } = THROTTLE[kind];
  const stale = sql`t.window_started_at < now() - make_interval(mins => ${windowMinutes})`;
  const failures = sql`case when ${stale} then 1 else t.failures + 1 end`;
  // No wait is null, not now(): a concurrent attempt whose transaction began a moment earlier would see
  // now() as a wait still running.
  const wait = (n: unknown) => sql`case when ${n} >= ${free}
    then now() + make_interval(secs => least(${maxDelaySeconds},
      ${firstDelaySeconds} * power(2, least(${n} - ${free}, 16)))) end`;
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
  return result.rows[0]?.failures ?? null;
}

/**
 * Takes one sign-in attempt for the pair and the address: answers 0 when the password may be checked (the
 * attempt already counted as a failure until `signInSucceeded`), or the seconds to wait, changing nothing.
 */
export async function takeSignInAttempt(db: Db, keys: SignInKeys): Promise<number> {
  try {
    await db.transaction().execute(async (tx) => {
      const pair = await claim(tx, 'pair', keys.pair);
      if (pair === null) throw new Throttled(await waitFor(tx, keys.pair));
      if ((await claim(tx, 'address', keys.address)) === null)
        throw new Throttled(await waitFor(tx, keys.address));
      // A name's first failure in its window is one more name tried from this address; while the address
      // waits, so does every attempt from it, on names already counted too.
      const spray = keys.spray;
      if (!spray) return;
      const sprayed =
        pair === 1 ? (await claim(tx, 'spray', spray)) === null : (await waitFor(tx, spray)) > 0;
      if (sprayed) throw new Throttled(await waitFor(tx, spray));
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
  // The OTP caps' day windows (windows.ts) live a day; their other windows are at most an hour.
  const window = sql`case when key like ${`${DAY}%`} then ${DAY_SECONDS / 60} else ${longest} end::int`;
  const result = await sql`
    delete from auth_throttle where key in (
      select key from auth_throttle
      where window_started_at < now() - make_interval(mins => ${window})
        and (locked_until is null or locked_until <= now())
      limit ${PRUNE_BATCH})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * The right password: the pair starts afresh, and the address gets its counted failure back, and the name its
 * place among the names tried from the address if its pair's window counted it (not when that window was over).
 */
export async function signInSucceeded(db: Db, keys: SignInKeys): Promise<void> {
  const pair = await sql<{ counted: boolean }>`
    delete from auth_throttle where key = ${keys.pair}
    returning window_started_at > now() - make_interval(mins => ${THROTTLE.pair.windowMinutes}) as counted`.execute(
    db,
  );
  await pruneThrottle(db);
  const giveBack: [ThrottleKind, string][] = [['address', keys.address]];
  if (keys.spray && pair.rows[0]?.counted) giveBack.push(['spray', keys.spray]);
  // Below its free allowance again, a key owes no wait (one this very attempt may have started).
  for (const [kind, key] of giveBack)
    await db
      .updateTable('authThrottle')
      .set({
        failures: sql`greatest(failures - 1, 0)`,
        lockedUntil: sql`case when failures - 1 < ${THROTTLE[kind].free} then null else locked_until end`,
      })
      .where('key', '=', key)
      .execute();
}
