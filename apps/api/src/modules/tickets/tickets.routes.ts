import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateTicket,
  IdParam,
  TICKET_MESSAGES,
  TicketAssigneeList,
  TicketPage,
  TicketQuery,
  TicketResponse,
  UpdateTicket,
} from '@smms/shared';
import { sendDownload } from '../../lib/download-reply.js';
import { pageEnvelope } from '../../lib/paging.js';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import type { TicketsService } from './tickets.service.js';

/**
 * Modem tech-support tickets. Decision (issue 10): BI_SUPER_ADMIN manages them (create, assign, status,
 * comments); BI_ADMIN reads them (list, detail, export), as it reads every modem; AE_ADMIN and field
 * officers have no ticket screen or call. All of them work in the Modems view.
 */
const READ = allow(ROLES.reviewers, 'Modems');
const MANAGE = allow(ROLES.superAdmin, 'Modems');
const ExportQuery = TicketQuery.omit({ page: true, pageSize: true });

export const ticketsRoutes: FastifyPluginAsyncZod<{ tickets: TicketsService }> = async (app, { tickets }) => {
  app.get(
    '/tickets',
    {
      config: { access: READ },
      schema: {
        tags: ['tickets'],
        summary: 'One page of modem tech-support tickets: search, status and priority filters, sort',
        querystring: TicketQuery,
        response: { 200: TicketPage, ...ERRORS },
      },
    },
    async (request) => pageEnvelope(request.query, await tickets.list(request.query)),
  );
  app.get(
    '/tickets/export',
    {
      config: { access: READ },
      schema: {
        tags: ['tickets'],
        summary: 'CSV of every ticket matching the filters, streamed (modem-tech-support-tickets-{date}.csv)',
        querystring: ExportQuery,
      },
    },
    async (request, reply) => sendDownload(reply, tickets.exportFileName(), tickets.exportCsv(request.query)),
  );
  app.get(
    '/tickets/assignees',
    {
      config: { access: READ },
      schema: {
        tags: ['tickets'],
        summary: 'Who a ticket may be assigned to: the active BI admins and super admins',
        response: { 200: TicketAssigneeList, ...ERRORS },
      },
    },
    async () => ({ success: true as const, data: await tickets.assignees() }),
  );
  app.post(
    '/tickets',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['tickets'],
        summary: 'Report a problem: the caller is the reporter, the ticket starts open',
        body: CreateTicket,
        response: { 201: TicketResponse, ...ERRORS },
      },
    },
    async (request, reply) => {
      const ticket = await tickets.create(actorOf(request), request.body);
      return reply.code(201).send({ success: true as const, data: ticket, message: TICKET_MESSAGES.created });
    },
  );
  app.get(
    '/tickets/:id',
    {
      config: { access: READ },
      schema: {
        tags: ['tickets'],
        summary: 'One ticket with its history (creation, status changes, field changes, comments)',
        params: IdParam,
        response: { 200: TicketResponse, ...ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await tickets.detail(request.params.id) }),
  );
  app.put(
    '/tickets/:id',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['tickets'],
        summary:
          'Change status (open → in_progress → resolved → closed; resolved → in_progress reopens), priority, category or assignee, or add a comment; send the version read',
        params: IdParam,
        body: UpdateTicket,
        response: { 200: TicketResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { ticket } = await tickets.update(actorOf(request), request.params.id, request.body);
      return { success: true as const, data: ticket, message: TICKET_MESSAGES.updated };
    },
  );
};
