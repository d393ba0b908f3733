import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { UserRow } from '../../db/schema.js';

export interface SessionWithUser {
  sessionId: number;
  lastSeenAt: string;
  expiresAt: string;
  user: UserRow;
}

export async function createSession(
  db: Db,
  input: { tokenHash: string; userId: number; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insertInto('sessions').values(input).execute();
}

/**
 * The live sessions, the one rule of what "live" means: not revoked, within the absolute and the idle
 * limit, its user active. Signing in by token and the sessions list both ask it.
 */
const liveSessions = (db: Db, idleMinutes: number) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', sql<string>`now()`)
    .where('s.lastSeenAt', '>', sql<string>`now() - make_interval(mins => ${idleMinutes})`)
    .where('u.isActive', '=', true);

/** The live session for a token hash: not revoked, within its absolute and idle limits, user active. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  idleMinutes: number,
): Promise<SessionWithUser | null> {
  const row = await liveSessions(db, idleMinutes)
    .selectAll('u')
    .select(['s.id as sessionId', 's.lastSeenAt as sessionLastSeenAt', 's.expiresAt as sessionExpiresAt'])
    .where('s.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const { sessionId, sessionLastSeenAt, sessionExpiresAt, ...user } = row;
  return { sessionId, lastSeenAt: sessionLastSeenAt, expiresAt: sessionExpiresAt, user };
}

export interface LiveSessionRow {
  id: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
}

/** A user's live sessions, the most recently used first. */
export async function listLiveSessions(
  db: Db,
  userId: number,
  idleMinutes: number,
): Promise<LiveSessionRow[]> {
  return liveSessions(db, idleMinutes)
    .select(['s.id', 's.createdAt', 's.lastSeenAt', 's.expiresAt', 's.ip', 's.userAgent'])
    .where('s.userId', '=', userId)
    .orderBy('s.lastSeenAt', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/**
 * Ends a user's live sessions: one (`only`), or all but one (`except`, the caller's own); answers how
 * many ended. Another user's session, an unknown one or one already over is not touched.
 */
export async function endLiveSessions(
  db: Db,
  userId: number,
  idleMinutes: number,
  which: { only?: number; except?: number } = {},
): Promise<number> {
  let live = liveSessions(db, idleMinutes).select('s.id').where('s.userId', '=', userId);
  if (which.only !== undefined) live = live.where('s.id', '=', which.only);
  if (which.except !== undefined) live = live.where('s.id', '!=', which.except);
  const result = await db
    .updateTable('sessions')
    .set({ revokedAt: sql`now()` })
    .where('id', 'in', live)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ lastSeenAt: sql`now()` })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: sql`now()` })
    .where('id', '=', sessionId)
    .execute();
}

/** Ends every open session of a user, optionally keeping one (the caller's own). */
export async function revokeUserSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: sql`now()` })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
