import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

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

/** The Redis channel on which instances ask each other to empty their session caches. */
export const CLEAR_SESSIONS_CHANNEL = 'smms:clear-sessions';

export interface SessionPeers {
  /**
   * Empties every other worker's session cache (settles when they all have, or after WAIT_MS) and asks the
   * other instances sharing REDIS_URL to empty theirs (settles once Redis has passed it on).
   */
  clear(): Promise<void>;
  close(): void;
}

/**
 * The other server processes' session caches: the other workers when WORKERS runs several (workers.ts), and the
 * other instances sharing REDIS_URL. A write empties them, as it empties this one, before its answer leaves: a
 * logout or deactivation holds on the next call whichever process takes it. `onClear` empties this process's
 * cache when another one asks. One process without Redis has no peers.
 */
export function sessionPeers(onClear: () => void, redis?: Redis): SessionPeers {
  const workers = workerPeers(onClear);
  const instances = redis ? instancePeers(onClear, redis) : undefined;
  return {
    clear: async () => {
      await Promise.all([workers(), instances?.clear()]);
    },
    close: () => instances?.close(),
  };
}

/**
 * The other instances (separate hosts or containers sharing one REDIS_URL, issue 39): a write publishes on a
 * channel every instance listens to, tagged with this instance's id so it ignores its own. Redis passes a
 * message on before PUBLISH answers, so the other instances have it before the writer's client can call them.
 * With Redis down the publish fails at once (no offline queue) and the cache's 2 s bound is what holds.
 */
function instancePeers(onClear: () => void, redis: Redis) {
  const me = randomUUID();
  // A subscriber connection of its own (a subscribed connection runs no other command); it queues the
  // subscription until connected and subscribes again after each reconnection.
  const listener = redis.duplicate({ enableOfflineQueue: true, lazyConnect: false });
  listener.on('error', () => undefined);
  listener.on('message', (channel: string, from: string) => {
    if (channel === CLEAR_SESSIONS_CHANNEL && from !== me) onClear();
  });
  void listener.subscribe(CLEAR_SESSIONS_CHANNEL).catch(() => undefined);
  return {
    clear: () =>
      redis.publish(CLEAR_SESSIONS_CHANNEL, me).then(
        () => undefined,
        () => undefined,
      ),
    close: () => listener.disconnect(),
  };
}

/** The other worker processes of this instance's WORKERS, through the primary. */
function workerPeers(onClear: () => void): () => Promise<void> {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return async () => undefined;
  const waiting = new Map<string, () => void>();
  let next = 0;
  process.on('message', (message: unknown) => {
    if (!isPeerMessage(message)) return;
    if (message.type === SESSIONS_CLEARED) return waiting.get(message.id)?.();
    onClear();
    send({ type: SESSIONS_CLEARED, id: message.id } satisfies PeerMessage);
  });
  return () =>
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
    });
}
