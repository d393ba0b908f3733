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

/** The live session for a token hash: not revoked, within its absolute and idle limits, user active. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  idleMinutes: number,
): Promise<SessionWithUser | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .selectAll('u')
    .select(['s.id as sessionId', 's.lastSeenAt as sessionLastSeenAt', 's.expiresAt as sessionExpiresAt'])
    .where('s.tokenHash', '=', tokenHash)
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', sql<string>`now()`)
    .where('s.lastSeenAt', '>', sql<string>`now() - make_interval(mins => ${idleMinutes})`)
    .where('u.isActive', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  const { sessionId, sessionLastSeenAt, sessionExpiresAt, ...user } = row;
  return { sessionId, lastSeenAt: sessionLastSeenAt, expiresAt: sessionExpiresAt, user };
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
