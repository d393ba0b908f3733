import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { HealthResponse, LiveResponse, ReadyResponse } from '@smms/shared';
import { databaseIsUp, type Db } from '../../db/connection.js';
import type { PhotoStore } from '../../lib/photo-store.js';
import { NOT_SHED } from '../../plugins/load-shedding.js';

interface HealthOptions {
  db: Db;
  redis?: Redis;
  /** The photo store readiness asks (the meters' and the modems' share one folder or bucket). */
  photos: PhotoStore;
}

const PUBLIC = { access: 'public' as const, ...NOT_SHED };
const uptimeSeconds = () => Math.round(process.uptime());

/**
 * Three probes (issue 39): /livez, whether the process answers at all; /health, the database, the load and
 * Redis; /readyz, those and the photo store. Each is 503 only for what is this instance's own (its database
 * connection, its load): Redis and the photo store are shared by every instance, so their being away is said
 * (`degraded`, `down`) without taking every instance out of the load balancer at once.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { db, redis, photos }) => {
  async function health() {
    const up = await databaseIsUp(db);
    const shedding = app.isShedding();
    const redisUp = redis ? redis.status === 'ready' : undefined;
    return {
      ready: up && !shedding,
      body: {
        status: up && !shedding && redisUp !== false ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        load: shedding ? ('shedding' as const) : ('normal' as const),
        // Redis down degrades only the sharing of rate-limit counts between instances: said, not failed.
        ...(redisUp === undefined ? {} : { redis: redisUp ? ('up' as const) : ('down' as const) }),
        uptimeSeconds: uptimeSeconds(),
      },
    };
  }

  app.get(
    '/livez',
    {
      config: PUBLIC,
      schema: {
        tags: ['health'],
        summary:
          'Liveness: the process answers; no dependency is asked (restart the process when it does not)',
        response: { 200: LiveResponse },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: uptimeSeconds() }),
  );

  app.get(
    '/health',
    {
      config: PUBLIC,
      schema: {
        tags: ['health'],
        summary:
          'Liveness, database, load and Redis check (503 while the database is down or load is shed; Redis down is reported, limits then count per instance)',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const { ready, body } = await health();
      return reply.status(ready ? 200 : 503).send(body);
    },
  );

  app.get(
    '/readyz',
    {
      config: PUBLIC,
      schema: {
        tags: ['health'],
        summary:
          'Readiness: /health and the photo store (503 while the database is down or load is shed; Redis or the photo store away is reported as degraded)',
        response: { 200: ReadyResponse, 503: ReadyResponse },
      },
    },
    async (_request, reply) => {
      const [{ ready, body }, photosUp] = await Promise.all([health(), photos.reachable()]);
      return reply.status(ready ? 200 : 503).send({
        ...body,
        status: photosUp ? body.status : 'degraded',
        photos: photosUp ? 'up' : 'down',
      });
    },
  );
};
