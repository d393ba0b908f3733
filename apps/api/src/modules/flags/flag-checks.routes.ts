import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangeFlagChecks, FlagChecksResponse } from '@smms/shared';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import type { FlagChecksService } from './flag-checks.service.js';

/**
 * The checks' setting (issue 42): the super admin reads and changes what flags an installation, version-checked
 * and audited, and follows the stored photos' re-check a raised photo distance starts.
 */
export const flagChecksRoutes: FastifyPluginAsyncZod<{ checks: FlagChecksService }> = async (
  app,
  { checks },
) => {
  app.get(
    '/settings/flag-checks',
    {
      config: { access: allow(ROLES.superAdmin) },
      schema: {
        tags: ['settings'],
        summary:
          'The checks that flag installations: photo distance, DTR distance and rework limit, their version, and the last re-check of the stored photos',
        response: { 200: FlagChecksResponse, ...ERRORS },
      },
    },
    async () => ({ success: true as const, data: await checks.read() }),
  );

  app.put(
    '/settings/flag-checks',
    {
      config: { access: allow(ROLES.superAdmin) },
      schema: {
        tags: ['settings'],
        summary:
          'Change the checks, with the version read (409 when someone else changed them first): a lower photo distance removes the matches it no longer allows, a higher one checks the stored photos again; the DTR and rework flags are found again at once',
        body: ChangeFlagChecks,
        response: { 200: FlagChecksResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { data, message } = await checks.change(actorOf(request), request.body);
      return { success: true as const, data, ...(message ? { message } : {}) };
    },
  );
};
