import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, ModemPage, ModemQuery, OfficerPhoneParam } from '@smms/shared';
import { pageEnvelope } from '../../lib/paging.js';
import { sendCsv } from '../../lib/csv-reply.js';
import { actorOf } from '../../plugins/auth.js';
import type { ModemsService } from './modems.service.js';

const MANAGERS = { roles: ['BI_SUPER_ADMIN', 'BI_ADMIN', 'AE_ADMIN'] } as const;
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const ExportQuery = ModemQuery.omit({ page: true, pageSize: true });

export const modemsRoutes: FastifyPluginAsyncZod<{ modems: ModemsService }> = async (app, { modems }) => {
  app.get(
    '/modem/by-field-officer/:phone',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['modems'],
        summary: "One field officer's modems, by the officer's phone",
        params: OfficerPhoneParam,
        querystring: ModemQuery,
        response: { 200: ModemPage, ...errors },
      },
    },
    async (request) =>
      pageEnvelope(
        request.query,
        await modems.listForOfficer(actorOf(request), request.params.phone, request.query),
      ),
  );
  app.get(
    '/modem/by-field-officer/:phone/export',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['modems'],
        summary: "CSV of the officer's modems matching the filters, streamed",
        params: OfficerPhoneParam,
        querystring: ExportQuery,
      },
    },
    async (request, reply) => {
      const officer = await modems.officerByPhone(actorOf(request), request.params.phone);
      return sendCsv(reply, modems.exportFileName(), modems.exportCsv(officer.id, request.query));
    },
  );
};
