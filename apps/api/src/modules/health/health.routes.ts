import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { HealthResponse } from '@smms/shared';
import { databaseIsUp, type Db } from '../../db/connection.js';
import { NOT_SHED } from '../../plugins/load-shedding.js';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; redis?: Redis }> = async (app, { db, redis }) => {
  app.get(
    '/health',
    {
      config: { access: 'public', ...NOT_SHED },
      schema: {
        tags: ['health'],
        summary:
          'Liveness, database, load and Redis check (503 while the database is down or load is shed; Redis down is reported, limits then count per instance)',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const up = await databaseIsUp(db);
      const shedding = app.isShedding();
      const redisUp = redis ? redis.status === 'ready' : undefined;
      return reply.status(up && !shedding ? 200 : 503).send({
        status: up && !shedding && redisUp !== false ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        load: shedding ? 'shedding' : 'normal',
        // Redis down degrades only the sharing of rate-limit counts between instances: said, not failed.
        ...(redisUp === undefined ? {} : { redis: redisUp ? ('up' as const) : ('down' as const) }),
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
