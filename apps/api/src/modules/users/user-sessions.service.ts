import { deviceOf, SESSIONS, type UserSession } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { UserRow } from '../../db/schema.js';
import { ACTIONS, audit } from '../../lib/audit.js';
import { notFound } from '../../lib/http-error.js';
import type { Actor } from '../access/index.js';
import { endLiveSessions, listLiveSessions, type LiveSessionRow } from '../sessions/index.js';

interface Deps {
  db: Db;
  /** SESSION_IDLE_MINUTES: a session idle this long is over, and is neither listed nor ended. */
  idleMinutes: number;
  /** The people the actor may edit and deactivate (users.service, asking the access module): 404 otherwise. */
  manageable: (actor: Actor, id: number) => Promise<UserRow>;
}

const toSession = (row: LiveSessionRow, actor: Actor): UserSession => ({
  id: row.id,
  createdAt: row.createdAt,
  lastSeenAt: row.lastSeenAt,
  expiresAt: row.expiresAt,
  ip: row.ip,
  device: deviceOf(row.userAgent),
  current: row.id === actor.sessionId,
});

/**
 * A person's live sessions, listed and ended (issue 13). Whoever may edit or deactivate a person may
 * do this to their sessions (one rule: the access module's canManage), and everyone may to their own.
 * The auth plugin empties its session cache before a write's answer leaves, so an ended session's
 * next call is refused.
 */
export function createUserSessionsService({ db, idleMinutes, manageable }: Deps) {
  const whose = (actor: Actor, id: number): Promise<UserRow> =>
    id === actor.user.id ? Promise.resolve(actor.user) : manageable(actor, id);

  async function list(actor: Actor, id: number): Promise<UserSession[]> {
    const person = await whose(actor, id);
    const rows = await listLiveSessions(db, person.id, idleMinutes);
    return rows.map((row) => toSession(row, actor));
  }

  async function ended(actor: Actor, person: UserRow, count: number, which: 'one' | 'all') {
    if (count === 0) return;
    await audit(db, actor, ACTIONS.sessionsEnded, {
      on: { type: 'user', id: person.id },
      location: person.division,
      details: { username: person.username, which, count },
    });
  }

  /** Ends one session; 404 when it is not a live session of this person. */
  async function end(actor: Actor, id: number, sessionId: number): Promise<void> {
    const person = await whose(actor, id);
    const count = await endLiveSessions(db, person.id, idleMinutes, { only: sessionId });
    if (count === 0) throw notFound(SESSIONS.notFound);
    await ended(actor, person, count, 'one');
  }

  /** Ends every session of the person; the caller's own stays when the person is the caller. */
  async function endAll(actor: Actor, id: number): Promise<number> {
    const person = await whose(actor, id);
    const except = person.id === actor.user.id ? actor.sessionId : undefined;
    const count = await endLiveSessions(db, person.id, idleMinutes, { except });
    await ended(actor, person, count, 'all');
    return count;
  }

  return { list, end, endAll };
}

export type UserSessionsService = ReturnType<typeof createUserSessionsService>;
