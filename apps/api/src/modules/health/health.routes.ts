import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '@smms/shared';
import { databaseIsUp, type Db } from '../../db/connection.js';
import { NOT_SHED } from '../../plugins/load-shedding.js';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public', ...NOT_SHED },
      schema: {
        tags: ['health'],
        summary: 'Liveness, database and load check (503 while the database is down or load is shed)',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const up = await databaseIsUp(db);
      const shedding = app.isShedding();
      return reply.status(up && !shedding ? 200 : 503).send({
        status: up && !shedding ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        load: shedding ? 'shedding' : 'normal',
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
