import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminPage,
  CreateUserBody,
  FieldOfficerPage,
  GrantAccess,
  OfficerCounts,
  User,
  IdParam,
  MessageResponse,
  PhoneLookup,
  PhoneLookupResponse,
  UpdateUser,
  UserQuery,
  UserResponse,
  USERS,
  type Role,
} from '@smms/shared';
import { pageEnvelope } from '../../lib/paging.js';
import { rowsAlsoAs } from '../../lib/serializer.js';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { sendDownload } from '../../lib/download-reply.js';
import { actorOf } from '../sessions/index.js';
import type { UsersService } from './users.service.js';

const SUPER = allow(ROLES.superAdmin);
const MANAGERS = allow(ROLES.managers);
const AE: readonly Role[] = ['AE_ADMIN'];
const BI: readonly Role[] = ['BI_ADMIN'];
const ExportQuery = UserQuery.omit({ page: true, pageSize: true });

/** Messages for a saved user, by who they are and what changed (SPEC §8). */
function savedMessage(role: Role, created: boolean, isActive?: boolean): string {
  if (role === 'FIELD_OFFICER')
    return created
      ? USERS.officerCreated
      : isActive === undefined
        ? USERS.officerUpdated
        : USERS.officerStatus(isActive);
  if (role === 'BI_ADMIN')
    return created
      ? USERS.biAdminCreated
      : isActive === undefined
        ? USERS.biAdminUpdated
        : USERS.biAdminStatus(isActive);
  return created
    ? USERS.adminCreated
    : isActive === undefined
      ? USERS.adminUpdated
      : USERS.adminStatus(isActive);
}

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/users/field-officers/list',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['users'],
        summary: 'Field officers with their meter and modem counts (AE_ADMIN: its own)',
        querystring: UserQuery,
        response: { 200: rowsAlsoAs(FieldOfficerPage, 'fieldOfficers'), ...ERRORS },
      },
    },
    async (request) => {
      const result = await users.listOfficers(actorOf(request), request.query);
      return { ...pageEnvelope(request.query, result), fieldOfficers: result.data };
    },
  );
  for (const [path, roles, summary] of [
    ['/users/admin/list', AE, 'AE_ADMINs with their stats'],
    ['/users/bi-admin/list', BI, 'BI_ADMINs with their stats'],
  ] as const) {
    app.get(
      path,
      {
        config: { access: SUPER },
        schema: {
          tags: ['users'],
          summary,
          querystring: UserQuery,
          response: { 200: rowsAlsoAs(AdminPage, 'admins'), ...ERRORS },
        },
      },
      async (request) => {
        const result = await users.listAdmins(actorOf(request), roles, request.query);
        return {
          ...pageEnvelope(request.query, result),
          admins: result.data,
          stats: result.stats,
          roles: result.roles,
        };
      },
    );
  }
  for (const [path, kind, roles, access] of [
    ['/users/field-officers/export', 'officers', ['FIELD_OFFICER'], MANAGERS],
    ['/users/admin/export', 'admins', AE, SUPER],
    ['/users/bi-admin/export', 'admins', BI, SUPER],
  ] as const) {
    app.get(
      path,
      {
        config: { access },
        schema: {
          tags: ['users'],
          summary: 'CSV of every person matching the filters, streamed',
          querystring: ExportQuery,
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        return sendDownload(
          reply,
          users.exportFileName(actor, kind, roles),
          users.exportCsv(actor, kind, roles, request.query, request.query),
        );
      },
    );
  }
  app.get(
    '/users/lookup',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['users'],
        summary: 'Who has this phone (the "User Already Exists" check)',
        querystring: PhoneLookup,
        response: { 200: PhoneLookupResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await users.lookupPhone(actorOf(request), request.query.phone)),
    }),
  );
  app.get(
    '/users/:id',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['users'],
        summary: 'One person the caller may manage (field officers with their counts)',
        params: IdParam,
        response: {
          200: z.object({
            success: z.literal(true),
            data: User.extend({ counts: OfficerCounts.optional() }),
          }),
          ...ERRORS,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.get(actorOf(request), request.params.id),
    }),
  );
  app.post(
    '/users',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['users'],
        summary:
          'Create a field officer (role FIELD_OFFICER) or an admin (AE_ADMIN / BI_ADMIN, super admin only)',
        body: CreateUserBody,
        response: { 201: UserResponse, ...ERRORS },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = request.body;
      const user =
        body.role === 'FIELD_OFFICER'
          ? await users.createOfficer(actor, body)
          : await users.createAdmin(actor, body);
      return reply
        .status(201)
        .send({ success: true, message: savedMessage(user.role, true), user, data: user });
    },
  );
  app.put(
    '/users/:id',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['users'],
        summary: 'Update a profile, the account state (isActive) or the access level',
        params: IdParam,
        body: UpdateUser,
        response: { 200: UserResponse, ...ERRORS },
      },
    },
    async (request) => {
      const user = await users.update(actorOf(request), request.params.id, request.body);
      return {
        success: true as const,
        message: savedMessage(user.role, false, request.body.isActive),
        user,
        data: user,
      };
    },
  );
  app.post(
    '/users/:id/access',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['users'],
        summary: 'Give an existing user access to a view (SPEC §4 merge rules)',
        params: IdParam,
        body: GrantAccess,
        response: { 200: UserResponse, ...ERRORS },
      },
    },
    async (request) => {
      const user = await users.grant(actorOf(request), request.params.id, request.body.view);
      return { success: true as const, message: USERS.accessUpdated(user.accessLevel), user, data: user };
    },
  );
  app.delete(
    '/users/:id',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['users'],
        summary: 'Delete a user without installations',
        params: IdParam,
        response: { 200: MessageResponse, ...ERRORS },
      },
    },
    async (request) => {
      await users.remove(actorOf(request), request.params.id);
      return { success: true, message: USERS.userDeleted };
    },
  );
};
