import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthDebugResponse, DatabaseHealthResponse, DtrDebugResponse } from '@smms/shared';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import type { DiscomService } from '../discom/index.js';
import type { DiagnosticsService } from './diagnostics.service.js';

// The diagnostics are the reviewers' (DESIGN §4 gives the BI roles the Discom calls); the DTR one is
// about meters, so it needs the Meters view like every meter call.
const REVIEWERS = allow(ROLES.reviewers);

export const diagnosticsRoutes: FastifyPluginAsyncZod<{
  diagnostics: DiagnosticsService;
  discom: DiscomService;
}> = async (app, { diagnostics, discom }) => {
  app.get(
    '/meters/bi-admin/database-health',
    {
      config: { access: REVIEWERS },
      schema: {
        tags: ['diagnostics'],
        summary: 'Database up, driver, schema version and table counts (no connection details)',
        response: { 200: DatabaseHealthResponse, ...ERRORS },
      },
    },
    async () => ({ success: true as const, data: await diagnostics.databaseHealth() }),
  );
  app.get(
    '/meters/debug/auth',
    {
      config: { access: REVIEWERS },
      schema: {
        tags: ['diagnostics'],
        summary: 'Who the server takes the caller to be (no token)',
        response: { 200: AuthDebugResponse, ...ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: diagnostics.whoAmI(actorOf(request)) }),
  );
  app.get(
    '/meters/bi-admin/debug-dtr/:dtr',
    {
      config: { access: allow(ROLES.reviewers, 'Meters') },
      schema: {
        tags: ['diagnostics'],
        summary: 'A DTR: its master row (or null) and how many meters name it',
        params: z.object({ dtr: z.string().max(200) }),
        response: { 200: DtrDebugResponse, ...ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await discom.debugDtr(request.params.dtr) }),
  );
};
