import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { CLEAR_SESSIONS, isPeerMessage, SESSIONS_CLEARED } from './modules/sessions/index.js';
import { answerMetricsAsks } from './plugins/cluster-metrics.js';

/** A worker that stops this many times a minute (per worker asked for) is not started again: the server exits. */
const RESTARTS_PER_MINUTE = 5;
/** Past the workers' own SHUTDOWN_TIMEOUT_SECONDS, how long the primary waits before it kills them. */
const SHUTDOWN_GRACE_MS = 5_000;

const live = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

/**
 * Passes a worker's session-cache clear (session-peers.ts) to every other listening worker, and replies to it
 * once they have all done it, or have stopped.
 */
function relaySessionClears(listening: Set<Worker>) {
  const pending = new Map<string, { asker: Worker; id: string; left: Set<Worker> }>();
  const settle = (key: string) => {
    const clear = pending.get(key);
    if (!clear || clear.left.size > 0) return;
    pending.delete(key);
    if (clear.asker.isConnected()) clear.asker.send({ type: SESSIONS_CLEARED, id: clear.id });
  };
  cluster.on('message', (from: Worker, message: unknown) => {
    if (!isPeerMessage(message)) return;
    if (message.type === SESSIONS_CLEARED) {
      pending.get(message.id)?.left.delete(from);
      return settle(message.id);
    }
    const key = `${from.id}:${message.id}`;
    const left = new Set([...listening].filter((w) => w !== from && w.isConnected()));
    pending.set(key, { asker: from, id: message.id, left });
    for (const worker of left) worker.send({ type: CLEAR_SESSIONS, id: key });
    settle(key);
  });
  cluster.on('exit', (worker) => {
    for (const [key, clear] of pending) if (clear.left.delete(worker)) settle(key);
  });
}

/**
 * WORKERS above 1 (PostgreSQL only): the API as `count` processes on one port, node:cluster handing each new
 * connection to the next, so the server uses as many cores as it is given: one Node process runs its JavaScript
 * on one (issue 12). The database has been migrated and bootstrapped once, before this. Here the primary starts
 * the workers and settles when all of them listen (a worker that fails to start stops them all); starts another
 * when one stops; relays session-cache clears between them; gathers their metrics for a scrape of /metrics; and
 * on SIGTERM or SIGINT passes the signal on, each worker drains as a single server does, and the primary exits 0
 * once all have (1 if one failed to).
 */
export async function runWorkers(count: number, log: Logger, shutdownTimeoutSeconds: number): Promise<void> {
  const listening = new Set<Worker>();
  const stops: number[] = [];
  let started = false;
  let stopping = false;
  let failed = false;
  relaySessionClears(listening);
  answerMetricsAsks();

  const stopAll = (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    failed ||= exitCode !== 0;
    log.info({ reason, workers: live().length }, 'shutting down: the workers finish their open requests');
    for (const worker of live()) worker.process.kill('SIGTERM');
    if (live().length === 0) process.exit(exitCode);
    const force = setTimeout(
      () => {
        log.error({ reason }, 'shutdown timed out: killing the workers still running');
        for (const worker of live()) worker.process.kill('SIGKILL');
        process.exit(1);
      },
      shutdownTimeoutSeconds * 1000 + SHUTDOWN_GRACE_MS,
    );
    force.unref();
  };
  process.on('SIGTERM', () => stopAll('SIGTERM', 0));
  process.on('SIGINT', () => stopAll('SIGINT', 0));

  await new Promise<void>((resolve, reject) => {
    cluster.on('listening', (worker) => {
      listening.add(worker);
      if (listening.size < count || started) return;
      started = true;
      resolve();
    });
    cluster.on('exit', (worker, code, signal) => {
      listening.delete(worker);
      if (stopping) {
        failed ||= code !== 0;
        if (live().length === 0) process.exit(failed ? 1 : 0);
        return;
      }
      if (!started) {
        reject(new Error(`a worker stopped while starting (exit code ${code ?? signal})`));
        stopAll('a worker failed to start', 1);
        return;
      }
      const now = Date.now();
      stops.push(now);
      while ((stops[0] ?? now) < now - 60_000) stops.shift();
      if (stops.length > RESTARTS_PER_MINUTE * count) {
        log.fatal({ stops: stops.length }, 'workers keep stopping: shutting the server down');
        stopAll('workers keep stopping', 1);
        return;
      }
      log.error({ pid: worker.process.pid, code, signal }, 'a worker stopped: starting another');
      cluster.fork();
    });
    for (let i = 0; i < count; i += 1) cluster.fork();
  });
}
