import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatedServiceAccount,
  CreateServiceAccount,
  IdParam,
  SERVICE_ACCOUNT_MESSAGES as M,
  ServiceAccountList,
  ServiceAccountResponse,
} from '@smms/shared';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import type { ServiceAccountsService } from './service-accounts.service.js';

/** The super admin's alone, in either view: they are about the system, not meters or modems. */
const MANAGE = allow(ROLES.superAdmin);

export const serviceAccountsRoutes: FastifyPluginAsyncZod<{
  serviceAccounts: ServiceAccountsService;
}> = async (app, { serviceAccounts }) => {
  app.get(
    '/service-accounts',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['service accounts'],
        summary: 'The service accounts, active first: name, scopes, token hint, created, last used, revoked',
        response: { 200: ServiceAccountList, ...ERRORS },
      },
    },
    async () => ({ success: true as const, data: await serviceAccounts.list() }),
  );

  app.post(
    '/service-accounts',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['service accounts'],
        summary:
          'Create a service account with the scopes it may use; answers its token once (send it as Authorization: ' +
          'Bearer <token>), keeping only its hash. 409 when an active account has the name',
        body: CreateServiceAccount,
        response: { 201: CreatedServiceAccount, ...ERRORS },
      },
    },
    async (request, reply) => {
      const created = await serviceAccounts.create(actorOf(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: M.created(created.account.name), data: created });
    },
  );

  app.post(
    '/service-accounts/:id/revoke',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['service accounts'],
        summary: 'Revoke a service account: its token stops working on every instance from the next call',
        params: IdParam,
        response: { 200: ServiceAccountResponse, ...ERRORS },
      },
    },
    async (request) => {
      const account = await serviceAccounts.revoke(actorOf(request), request.params.id);
      return { success: true as const, message: M.revoked(account.name), data: account };
    },
  );
};
