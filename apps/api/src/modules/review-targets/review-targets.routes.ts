import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangeReviewTargets, ReviewTargetsResponse } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import { changeReviewTargets, readReviewTargets } from './review-targets.service.js';

/**
 * The review targets (SLAs, issue 41): every console role reads them (each row's On time, Due soon or Overdue is
 * worked out from them); only the super admin changes them, version-checked and audited.
 */
export const reviewTargetsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/settings/review-targets',
    {
      config: { access: allow(ROLES.staff) },
      schema: {
        tags: ['settings'],
        summary:
          'The review targets: working days per review step, everywhere and per circle, and their version',
        response: { 200: ReviewTargetsResponse, ...ERRORS },
      },
    },
    async () => ({ success: true as const, data: await readReviewTargets(db) }),
  );

  app.put(
    '/settings/review-targets',
    {
      config: { access: allow(ROLES.superAdmin) },
      schema: {
        tags: ['settings'],
        summary:
          'Replace the review targets, with the version read (409 when someone else changed them first)',
        body: ChangeReviewTargets,
        response: { 200: ReviewTargetsResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { data, message } = await changeReviewTargets(db, actorOf(request), request.body);
      return { success: true as const, data, ...(message ? { message } : {}) };
    },
  );
};
