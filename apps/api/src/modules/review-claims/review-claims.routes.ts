import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClaimLookupQuery,
  ClaimLookupResponse,
  ClaimResultResponse,
  MyClaimsResponse,
  ReleaseClaimsParams,
  ReleasedResponse,
  ReviewerClaimsResponse,
  StartReviewing,
} from '@smms/shared';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import type { ReviewClaimsService } from './review-claims.service.js';

/**
 * Claimed review queues (issue 41): a reviewer claims the next installations of its queue ("Start reviewing")
 * and gives them back; everyone on a list sees who is reviewing its rows; the super admin sees every reviewer's
 * claims and releases them (audited).
 */
export const reviewClaimsRoutes: FastifyPluginAsyncZod<{ claims: ReviewClaimsService }> = async (
  app,
  { claims },
) => {
  app.post(
    '/review-claims',
    {
      config: { access: allow(ROLES.reviewers) },
      schema: {
        tags: ['review claims'],
        summary:
          "Start reviewing: claim the next installations of the caller's queue no one is reviewing, the longest wait first, and renew the caller's running claims of that kind",
        body: StartReviewing,
        response: { 200: ClaimResultResponse, ...ERRORS },
      },
    },
    async (request) => ({ success: true as const, ...(await claims.start(actorOf(request), request.body)) }),
  );
  app.get(
    '/review-claims/mine',
    {
      config: { access: allow(ROLES.reviewers) },
      schema: {
        tags: ['review claims'],
        summary: 'How many meters and modems the caller is reviewing now, and until when',
        response: { 200: MyClaimsResponse, ...ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await claims.mine(actorOf(request)) }),
  );
  app.delete(
    '/review-claims/mine',
    {
      config: { access: allow(ROLES.reviewers) },
      schema: {
        tags: ['review claims'],
        summary: "Stop reviewing: end the caller's claims",
        response: { 200: ReleasedResponse, ...ERRORS },
      },
    },
    async (request) => ({ success: true as const, ...(await claims.releaseOwn(actorOf(request))) }),
  );
  // Each kind where its other calls are: /meters/…, /modem/….
  for (const [kind, path, view] of [
    ['meters', '/meters/claims', 'Meters'],
    ['modems', '/modem/claims', 'Modems'],
  ] as const)
    app.get(
      path,
      {
        config: { access: allow(ROLES.staff, view) },
        schema: {
          tags: ['review claims'],
          summary: `Who is reviewing these ${kind} (ids on screen, comma-separated): the running claims in scope`,
          querystring: ClaimLookupQuery,
          response: { 200: ClaimLookupResponse, ...ERRORS },
        },
      },
      async (request) => ({
        success: true as const,
        data: await claims.lookup(actorOf(request), kind, request.query.ids),
      }),
    );
  app.get(
    '/review-claims',
    {
      config: { access: allow(ROLES.superAdmin) },
      schema: {
        tags: ['review claims'],
        summary: 'Every reviewer holding claims now, the longest held first',
        response: { 200: ReviewerClaimsResponse, ...ERRORS },
      },
    },
    async () => ({ success: true as const, data: await claims.reviewers() }),
  );
  app.delete(
    '/review-claims/:userId',
    {
      config: { access: allow(ROLES.superAdmin) },
      schema: {
        tags: ['review claims'],
        summary: "End a reviewer's claims (audited)",
        params: ReleaseClaimsParams,
        response: { 200: ReleasedResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await claims.release(actorOf(request), request.params.userId)),
    }),
  );
};
