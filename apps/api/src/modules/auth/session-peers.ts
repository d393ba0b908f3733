import cluster from 'node:cluster';

/** A worker asks the primary to empty the other workers' session caches; the primary asks each of them. */
export const CLEAR_SESSIONS = 'smms:clear-sessions';
/** A worker has emptied its cache; the primary tells the asking worker once every other one has. */
export const SESSIONS_CLEARED = 'smms:sessions-cleared';

export interface PeerMessage {
  type: typeof CLEAR_SESSIONS | typeof SESSIONS_CLEARED;
  id: string;
}

export const isPeerMessage = (message: unknown): message is PeerMessage =>
  typeof message === 'object' &&
  message !== null &&
  'type' in message &&
  (message.type === CLEAR_SESSIONS || message.type === SESSIONS_CLEARED) &&
  'id' in message &&
  typeof message.id === 'string';

/**
 * How long a write waits for the other workers before it answers anyway: a worker that never replies (it is
 * dying) holds no session past SESSION_CACHE_MS in any case.
 */
const WAIT_MS = 1_000;

export interface SessionPeers {
  /** Empties every other worker's session cache; settles when they all have (or after WAIT_MS). */
  clear(): Promise<void>;
}

/**
 * The other server processes' session caches, when WORKERS runs several (workers.ts). A write empties them, as
 * it empties this one, before its answer leaves: a logout or deactivation holds on the next call whichever
 * worker takes it. `onClear` empties this worker's cache when another one asks. One process has no peers.
 */
export function sessionPeers(onClear: () => void): SessionPeers {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return { clear: async () => undefined };
  const waiting = new Map<string, () => void>();
  let next = 0;
  process.on('message', (message: unknown) => {
    if (!isPeerMessage(message)) return;
    if (message.type === SESSIONS_CLEARED) return waiting.get(message.id)?.();
    onClear();
    send({ type: SESSIONS_CLEARED, id: message.id } satisfies PeerMessage);
  });
  return {
    clear: () =>
      new Promise<void>((resolve) => {
        next += 1;
        const id = String(next);
        const done = () => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve();
        };
        const timer = setTimeout(done, WAIT_MS);
        waiting.set(id, done);
        send({ type: CLEAR_SESSIONS, id } satisfies PeerMessage);
      }),
  };
}
