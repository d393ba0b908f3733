/** The sessions module's public surface: what other modules and the app may import (issue 40). */
export { CLEAR_SESSIONS, isPeerMessage, SESSIONS_CLEARED } from './session-peers.js';
export {
  actorOf,
  authPlugin,
  callerOf,
  CSRF_HEADER,
  sessionCookieName,
  sessionCookieOptions,
} from './sessions.plugin.js';
export {
  createSession,
  endLiveSessions,
  listLiveSessions,
  type LiveSessionRow,
  revokeSession,
  revokeUserSessions,
} from './sessions.repo.js';
