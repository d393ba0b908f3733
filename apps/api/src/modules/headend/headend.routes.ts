import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CommunicationBatch, CommunicationResponse, HEADEND_MESSAGES } from '@smms/shared';
import { allow, ERRORS, orService, ROLES } from '../../lib/route-kit.js';
import { callerOf } from '../sessions/index.js';
import type { HeadendService } from './headend.service.js';

// 10,000 reports of a long serial and an ISO time are about 1 MB of JSON: room above the API's default.
const BATCH_BYTES = 4 * 1024 * 1024;

export const headendRoutes: FastifyPluginAsyncZod<{ headend: HeadendService }> = async (app, { headend }) => {
  app.post(
    '/meters/communication',
    {
      // The head-end calls with a service account's token of this scope (issue 39), or a super admin's session.
      config: { access: orService(allow(ROLES.superAdmin, 'Meters'), 'headend-communication') },
      bodyLimit: BATCH_BYTES,
      schema: {
        tags: ['meters'],
        summary:
          'Head-end reports {meterSno, communicatedAt}: known meters become LIVE, last communication moves ' +
          'forward only; answers the counts and the unknown serials',
        body: CommunicationBatch,
        response: { 200: CommunicationResponse, ...ERRORS },
      },
    },
    async (request) => {
      const data = await headend.report(callerOf(request), request.body);
      return {
        success: true as const,
        message: HEADEND_MESSAGES.received(data.updated, data.unknown.length),
        data,
      };
    },
  );
};
