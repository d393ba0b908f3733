import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ModemPage, ModemQuery, OfficerPhoneParam } from '@smms/shared';
import { pageEnvelope } from '../../lib/paging.js';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { sendCsv } from '../../lib/csv-reply.js';
import { actorOf } from '../../plugins/auth.js';
import type { ModemsService } from './modems.service.js';

const STAFF = allow(ROLES.staff, 'Modems');
const ExportQuery = ModemQuery.omit({ page: true, pageSize: true });

export const modemsRoutes: FastifyPluginAsyncZod<{ modems: ModemsService }> = async (app, { modems }) => {
  app.get(
    '/modem/by-field-officer/:phone',
    {
      config: { access: STAFF },
      schema: {
        tags: ['modems'],
        summary: "One field officer's modems, by the officer's phone",
        params: OfficerPhoneParam,
        querystring: ModemQuery,
        response: { 200: ModemPage, ...ERRORS },
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
      config: { access: STAFF },
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
