import type { SessionWithUser } from './sessions.repo.js';

/** How long a session just read is reused without reading it again. */
export const SESSION_CACHE_MS = 2_000;
const MAX_ENTRIES = 10_000;

/**
 * Sessions just read, kept for a moment (issue 12): a console screen sends several calls at once and each
 * would read the same session and user again. Any write this server answers empties the cache before its
 * answer leaves (`clear`), so a logout, a deactivation, a password or role change made here holds from the
 * next call on, and a session is never kept past its absolute expiry. The other workers of WORKERS empty theirs
 * too, and so do the other instances sharing REDIS_URL (session-peers.ts); a change made elsewhere (an instance
 * without Redis, plain SQL) holds within SESSION_CACHE_MS.
 * A read that began before a clear is not cached (the generation moved on), so it cannot put back what the
 * write replaced.
 */
export function sessionCache(ttlMs = SESSION_CACHE_MS) {
  const entries = new Map<string, { session: SessionWithUser; until: number }>();
  let generation = 0;
  return {
    get(tokenHash: string): SessionWithUser | null {
      const hit = entries.get(tokenHash);
      if (!hit) return null;
      if (hit.until > performance.now()) return hit.session;
      entries.delete(tokenHash);
      return null;
    },
    /** The generation to hand back to `set`: where the cache stood when the read began. */
    generation: () => generation,
    set(tokenHash: string, session: SessionWithUser, readAt: number) {
      if (ttlMs <= 0 || readAt !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      // Never past the session's absolute expiry.
      const left = Math.min(ttlMs, Date.parse(session.expiresAt) - Date.now());
      entries.set(tokenHash, { session, until: performance.now() + left });
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
export type SessionCache = ReturnType<typeof sessionCache>;
