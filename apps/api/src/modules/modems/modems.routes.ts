import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParam,
  InstallationMap,
  MapQuery,
  inInstalledOrder,
  MeterNumberParam,
  MODEM_API_TEXTS,
  MODEM_LIST_NAMES,
  ModemExportQuery,
  ModemListQuery,
  ModemPage,
  ModemQuery,
  ModemResponse,
  ReviewRecordResponse,
  FlagsResponse,
  ModemSearchQuery,
  ModemsResponse,
  ModemStatisticsResponse,
  OfficerModemCountsQuery,
  OfficerModemCountsResponse,
  OfficerPhoneParam,
} from '@smms/shared';
import { pageEnvelope } from '../../lib/paging.js';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { sendDownload } from '../../lib/download-reply.js';
import { actorOf } from '../sessions/index.js';
import type { ModemsService } from './modems.service.js';

// Every modem call works in the Modems view (access module: accessLevel limits what a person may use).
const STAFF = allow(ROLES.staff, 'Modems');
// A reversed Installed range is a 400 on every list and export query.
const ListQuery = inInstalledOrder(ModemListQuery);
const ExportQuery = inInstalledOrder(ModemExportQuery);
// The list's order too, which a map does not use: one query schema for the list's filters.
const ModemMapQuery = inInstalledOrder(ModemExportQuery.extend(MapQuery));
const OfficerQuery = inInstalledOrder(ModemQuery);
const OfficerExportQuery = inInstalledOrder(ModemQuery.omit({ page: true, pageSize: true }));

/** The modem reads of SPEC §7: the four lists and their CSV, detail, look-ups, statistics, an officer's modems. */
export const modemsRoutes: FastifyPluginAsyncZod<{ modems: ModemsService }> = async (app, { modems }) => {
  for (const list of MODEM_LIST_NAMES) {
    app.get(
      `/modem/${list}`,
      {
        config: { access: STAFF },
        schema: {
          tags: ['modems'],
          summary: `The ${list} modem list in the caller's scope: search q, division, status, category (the Reason), reason (the Rejection Type), sort, page`,
          querystring: ListQuery,
          response: { 200: ModemPage, ...ERRORS },
        },
      },
      async (request) => ({
        ...pageEnvelope(request.query, await modems.list(actorOf(request), list, request.query)),
        message: MODEM_API_TEXTS.fetched,
      }),
    );
    app.get(
      `/modem/${list}/map`,
      {
        config: { access: STAFF },
        schema: {
          tags: ['modems'],
          summary: `The modems of the ${list} list on the map: the list's filters, the bounds (bbox=west,south,east,north) and zoom; counted into the grid's cells, each by state and flags, a single modem named`,
          querystring: ModemMapQuery,
          response: { 200: InstallationMap, ...ERRORS },
        },
      },
      async (request) => ({
        success: true as const,
        data: await modems.map(actorOf(request), list, request.query),
      }),
    );
    app.get(
      `/modem/${list}/export`,
      {
        config: { access: STAFF },
        schema: {
          tags: ['modems'],
          summary: `CSV of every modem of the ${list} list matching the filters, streamed`,
          querystring: ExportQuery,
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        return sendDownload(
          reply,
          modems.exportFileName(actor, list),
          modems.exportCsv(actor, list, request.query),
        );
      },
    );
  }
  app.get(
    '/modem/divisions',
    {
      config: { access: STAFF },
      schema: {
        tags: ['modems'],
        summary: 'Divisions of the modems in scope, for the division filter',
        response: { 200: z.object({ success: z.literal(true), data: z.array(z.string()) }), ...ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await modems.divisions(actorOf(request)) }),
  );
  app.get(
    '/modem/statistics',
    {
      config: { access: STAFF },
      schema: {
        tags: ['modems'],
        summary: "Modem totals in the caller's scope; each equals the matching list's total",
        response: { 200: ModemStatisticsResponse, ...ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await modems.statistics(actorOf(request)) }),
  );
  app.get(
    '/modem/meter/:meterNumber',
    {
      config: { access: STAFF },
      schema: {
        tags: ['modems'],
        summary: 'The modems on a meter number (exact, case-insensitive), in scope',
        params: MeterNumberParam,
        response: { 200: ModemsResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await modems.byMeter(actorOf(request), request.params.meterNumber),
    }),
  );
  for (const field of ['meter', 'service'] as const)
    app.get(
      `/modem/search/${field}`,
      {
        config: { access: STAFF },
        schema: {
          tags: ['modems'],
          summary: `Modems whose ${field} number contains the query (at most 50, newest first), in scope`,
          querystring: ModemSearchQuery,
          response: { 200: ModemsResponse, ...ERRORS },
        },
      },
      async (request) => ({
        success: true as const,
        data: await modems.search(actorOf(request), field, request.query.query),
      }),
    );
  app.get(
    '/modem/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: ['modems'],
        summary: 'One modem in scope',
        params: IdParam,
        response: { 200: ModemResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await modems.get(actorOf(request), request.params.id),
    }),
  );
  app.get(
    '/modem/:id/review-record',
    {
      config: { access: STAFF },
      schema: {
        tags: ['modems'],
        summary: "The modem's review record: every decision, oldest first (append-only)",
        params: IdParam,
        response: { 200: ReviewRecordResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await modems.reviewRecord(actorOf(request), request.params.id),
    }),
  );
  app.get(
    '/modem/:id/flags',
    {
      config: { access: STAFF },
      schema: {
        tags: ['modems'],
        summary:
          "What the checks found on the modem: each flag with the other installation it names (a photo matching one of another installation's, by file or fingerprint)",
        params: IdParam,
        response: { 200: FlagsResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await modems.flags(actorOf(request), request.params.id),
    }),
  );
  app.get(
    '/modem/by-field-officer/:phone',
    {
      config: { access: STAFF },
      schema: {
        tags: ['modems'],
        summary: "One field officer's modems, by the officer's phone",
        params: OfficerPhoneParam,
        querystring: OfficerQuery,
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
    '/modem/by-field-officer/:phone/counts',
    {
      config: { access: STAFF },
      schema: {
        tags: ['modems'],
        summary:
          "One field officer's modems by tile (total, commissioned, accepted, rejected), of those installed in the range if one is given",
        params: OfficerPhoneParam,
        querystring: OfficerModemCountsQuery,
        response: { 200: OfficerModemCountsResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await modems.countsForOfficer(actorOf(request), request.params.phone, request.query),
    }),
  );
  app.get(
    '/modem/by-field-officer/:phone/export',
    {
      config: { access: STAFF },
      schema: {
        tags: ['modems'],
        summary: "CSV of the officer's modems matching the filters, streamed",
        params: OfficerPhoneParam,
        querystring: OfficerExportQuery,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const officer = await modems.officerByPhone(actor, request.params.phone);
      return sendDownload(
        reply,
        modems.officerExportFileName(),
        modems.exportOfficerCsv(actor, officer.id, request.query),
      );
    },
  );
};
