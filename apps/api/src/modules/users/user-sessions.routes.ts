import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParam,
  MessageResponse,
  SESSIONS,
  SessionsEndedResponse,
  UserSessionList,
  UserSessionParams,
} from '@smms/shared';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import type { UserSessionsService } from './user-sessions.service.js';

// Everyone signed in: one's own sessions; another person's only if one may manage them (the service asks).
const SIGNED_IN = allow(ROLES.everyone);

export const userSessionsRoutes: FastifyPluginAsyncZod<{ sessions: UserSessionsService }> = async (
  app,
  { sessions },
) => {
  app.get(
    '/users/:id/sessions',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: "A person's live sessions: one's own, or of someone the caller may manage",
        params: IdParam,
        response: { 200: UserSessionList, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.list(actorOf(request), request.params.id),
    }),
  );
  app.delete(
    '/users/:id/sessions/:sessionId',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'End one session: it is refused from its next call on',
        params: UserSessionParams,
        response: { 200: MessageResponse, ...ERRORS },
      },
    },
    async (request) => {
      await sessions.end(actorOf(request), request.params.id, request.params.sessionId);
      return { success: true, message: SESSIONS.ended };
    },
  );
  app.delete(
    '/users/:id/sessions',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: "End every session of a person (one's own: every other one)",
        params: IdParam,
        response: { 200: SessionsEndedResponse, ...ERRORS },
      },
    },
    async (request) => {
      const ended = await sessions.endAll(actorOf(request), request.params.id);
      return { success: true as const, message: SESSIONS.allEnded(ended), ended };
    },
  );
};
