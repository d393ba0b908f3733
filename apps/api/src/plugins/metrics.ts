import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { SERVER } from '@smms/shared';
import { eventRegistry } from '../lib/event-counters.js';
import { sameHash, sha256 } from '../lib/tokens.js';
import { isWorkerProcess, metricsOfAllWorkers, shareWithPrimary } from './cluster-metrics.js';
import { NOT_SHED } from './load-shedding.js';

export interface MetricsOptions {
  /** METRICS_TOKEN: a scraper sends it as `Authorization: Bearer …`; without it there is no /metrics. */
  token?: string;
  pools?: { name: string; pool: pg.Pool }[];
  /** What the instance depends on, each asked at the scrape whether it answers (the database, Redis, photos). */
  dependencies?: Record<string, () => Promise<boolean> | boolean>;
}

/**
 * GET /metrics in Prometheus' text format (issue 39): the process (CPU, memory, event-loop delay, GC, open
 * files), every answer's duration by method, route pattern and status, the database pools (connections open,
 * idle, callers waiting), whether each dependency answers (the database, Redis, the photo store: asked at the
 * scrape, so a scrape while one is away says 0), whether load is being shed, and what the server did (lib/event-counters.ts: review
 * decisions, texts the SMS provider did not take). Route patterns, never URLs, so ids do not make series.
 * Only with METRICS_TOKEN, as a bearer token. With WORKERS the answer is the whole server's: the worker that takes
 * the scrape has the primary gather every worker's (cluster-metrics.ts).
 */
export const metrics = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  if (!opts.token) return;
  const tokenHash = sha256(opts.token);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const worker = isWorkerProcess();
  if (worker) shareWithPrimary([registry, eventRegistry]);
  const answers = new Histogram({
    name: 'smms_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pools = opts.pools ?? [];
  for (const [what, read] of [
    ['total', (pool: pg.Pool) => pool.totalCount],
    ['idle', (pool: pg.Pool) => pool.idleCount],
    ['waiting', (pool: pg.Pool) => pool.waitingCount],
  ] as const)
    if (pools.length)
      new Gauge({
        name: `smms_db_pool_${what}`,
        help: `Database connections: ${what === 'waiting' ? 'callers waiting for one' : what}`,
        labelNames: ['pool'] as const,
        registers: [registry],
        collect() {
          for (const { name, pool } of pools) this.set({ pool: name }, read(pool));
        },
      });
  new Gauge({
    name: 'smms_load_shedding',
    help: '1 while calls are refused with 503 to shed load, else 0 (with WORKERS, 1 while any worker sheds)',
    registers: [registry],
    aggregator: 'max',
    collect() {
      this.set(app.isShedding() ? 1 : 0);
    },
  });

  const dependencies = Object.entries(opts.dependencies ?? {});
  if (dependencies.length)
    new Gauge({
      name: 'smms_dependency_up',
      help: 'Whether a dependency answered this instance at the scrape: 1 up, 0 down (with WORKERS, the lowest)',
      labelNames: ['dependency'] as const,
      registers: [registry],
      aggregator: 'min',
      async collect() {
        const answers = await Promise.all(
          dependencies.map(async ([, up]) => {
            try {
              return await up();
            } catch {
              return false;
            }
          }),
        );
        dependencies.forEach(([name], i) => this.set({ dependency: name }, answers[i] ? 1 : 0));
      },
    });

  app.addHook('onResponse', async (request, reply) => {
    answers.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { config: NOT_SHED, schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameHash(sha256(given), tokenHash))
      return reply.status(401).send({ success: false, message: SERVER.metricsToken });
    const text = worker
      ? await metricsOfAllWorkers()
      : await Registry.merge([registry, eventRegistry]).metrics();
    if (text === null) return reply.status(503).send({ success: false, message: SERVER.metricsUnavailable });
    return reply.header('content-type', registry.contentType).send(text);
  });
});
