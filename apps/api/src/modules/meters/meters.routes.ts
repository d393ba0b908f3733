import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PhotoQuery,
  CreateMeter,
  ErrorResponse,
  IdempotencyHeaders,
  IdParam,
  InstallationMap,
  MapQuery,
  type Meter,
  MeterFacetsResponse,
  MeterPage,
  MeterQuery,
  MeterResponse,
  HistoryQuery,
  HistoryResponse,
  inInstalledOrder,
  ReviewRecordResponse,
  ReworkPage,
  ReworkQuery,
  FlagsResponse,
  MessageResponse,
  METER_MESSAGES,
  PHOTO_MESSAGES,
  TechSupportQuery,
  UpdateMeter,
  wholeNumber,
} from '@smms/shared';
import { badRequest } from '../../lib/http-error.js';
import { claimOf } from '../../lib/idempotency.js';
import { readMultipart } from '../../lib/multipart.js';
import { pageEnvelope } from '../../lib/paging.js';
import { allow, ERRORS, PHOTO_FILES, ROLES } from '../../lib/route-kit.js';
import { parseOr400 } from '../../lib/parse.js';
import { sendDownload } from '../../lib/download-reply.js';
import { actorOf } from '../sessions/index.js';
import { techSupportFilters } from './meters.filters.js';
import type { MetersService } from './meters.service.js';
import { assignPhotoSlots, type SlottedUpload } from '../lifecycle/index.js';
import { photoCacheControl } from '../../lib/photo-slots.js';

// Every meter call works in the Meters view (access module: accessLevel limits what a person may use).
const STAFF = allow(ROLES.staff, 'Meters');
const EVERYONE = allow(ROLES.everyone, 'Meters');
const INSTALLERS = allow(ROLES.installers, 'Meters');
const EDITORS = allow(ROLES.managers, 'Meters');
const REVIEWERS = allow(ROLES.reviewers, 'Meters');
const PhotoParams = IdParam.extend({ slot: wholeNumber(1, 4) });
// A reversed Installed range is a 400 on every list, facet and export query.
const ListQuery = inInstalledOrder(MeterQuery);
const TechSupportListQuery = inInstalledOrder(TechSupportQuery);
const ExportQuery = inInstalledOrder(MeterQuery.omit({ page: true, pageSize: true }));
const MeterMapQuery = inInstalledOrder(
  MeterQuery.omit({ page: true, pageSize: true, cursor: true, sort: true, order: true }).extend(MapQuery),
);
const TechSupportExportQuery = inInstalledOrder(TechSupportQuery.omit({ page: true, pageSize: true }));

export const metersRoutes: FastifyPluginAsyncZod<{ meters: MetersService }> = async (app, { meters }) => {
  const listSchema = (summary: string) => ({
    tags: ['meters'],
    summary,
    querystring: ListQuery,
    response: { 200: MeterPage, ...ERRORS },
  });

  app.get(
    '/meters',
    {
      config: { access: EVERYONE },
      schema: listSchema('Meters in scope, by stage, filters, search, sort and page'),
    },
    async (request) => pageEnvelope(request.query, await meters.list(actorOf(request), request.query)),
  );
  app.get(
    '/meters/admin/installed',
    {
      config: { access: STAFF },
      schema: listSchema("Installed meters in the caller's scope (AE_ADMIN: its officers' meters)"),
    },
    async (request) => pageEnvelope(request.query, await meters.list(actorOf(request), request.query)),
  );
  app.get(
    '/meters/field-officer/:id',
    { config: { access: STAFF }, schema: { ...listSchema("One field officer's meters"), params: IdParam } },
    async (request) =>
      pageEnvelope(
        request.query,
        await meters.listForOfficer(actorOf(request), request.params.id, request.query),
      ),
  );
  app.get(
    '/meters/rework',
    {
      config: { access: INSTALLERS },
      schema: {
        tags: ['meters'],
        summary:
          "The rework list (issue 42): rejected meters in scope (a field officer's own), the longest waiting first, each with its latest rejection and the photos it named, replaced or not",
        querystring: ReworkQuery,
        response: { 200: ReworkPage, ...ERRORS },
      },
    },
    async (request) => pageEnvelope(request.query, await meters.rework(actorOf(request), request.query)),
  );
  app.get(
    '/meters/pending-with-tech-support',
    {
      config: { access: REVIEWERS },
      schema: {
        tags: ['meters'],
        summary:
          'Tech Support Management (SPEC §2.8): pending meters and their recommendations; the meter list contract, search also by tech support status',
        querystring: TechSupportListQuery,
        response: { 200: MeterPage, ...ERRORS },
      },
    },
    async (request) =>
      pageEnvelope(request.query, await meters.listTechSupport(actorOf(request), request.query)),
  );
  app.get(
    '/meters/facets',
    {
      config: { access: EVERYONE },
      schema: {
        tags: ['meters'],
        summary:
          "The counts beside a meter list's review and recommendation options: each the list's total with that option chosen",
        querystring: ExportQuery,
        response: { 200: MeterFacetsResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await meters.facets(actorOf(request), request.query),
    }),
  );
  app.get(
    '/meters/pending-with-tech-support/facets',
    {
      config: { access: REVIEWERS },
      schema: {
        tags: ['meters'],
        summary: "The counts beside Tech Support Management's recommendation options",
        querystring: TechSupportExportQuery,
        response: { 200: MeterFacetsResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await meters.facets(actorOf(request), techSupportFilters(request.query)),
    }),
  );
  app.get(
    '/meters/pending-with-tech-support/export',
    {
      config: { access: REVIEWERS },
      schema: {
        tags: ['meters'],
        summary: 'CSV of the Tech Support Management list (pending-meters-tech-support-{date}.csv), streamed',
        querystring: TechSupportExportQuery,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const filters = techSupportFilters(request.query);
      await meters.checkExport(actor, filters);
      return sendDownload(
        reply,
        meters.exportFileName(actor, filters),
        await meters.exportCsv(actor, filters, request.query),
      );
    },
  );
  app.get(
    '/meters/divisions',
    {
      config: { access: STAFF },
      schema: {
        tags: ['meters'],
        summary: 'Divisions of the meters in scope',
        response: { 200: z.object({ success: z.literal(true), data: z.array(z.string()) }) },
      },
    },
    async (request) => ({ success: true as const, data: await meters.divisions(actorOf(request)) }),
  );
  app.get(
    '/meters/export',
    {
      config: { access: STAFF },
      schema: {
        tags: ['meters'],
        summary: 'CSV of every meter matching the filters, streamed',
        querystring: ExportQuery,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await meters.checkExport(actor, request.query);
      return sendDownload(
        reply,
        meters.exportFileName(actor, request.query),
        await meters.exportCsv(actor, request.query, request.query),
      );
    },
  );
  app.get(
    '/meters/map',
    {
      config: { access: STAFF },
      schema: {
        tags: ['meters'],
        summary:
          "The meters of a list on the map: the list's filters, the bounds (bbox=west,south,east,north) and zoom; counted into the grid's cells, each by state and flags, a single meter named",
        querystring: MeterMapQuery,
        response: { 200: InstallationMap, ...ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await meters.map(actorOf(request), request.query) }),
  );
  app.get(
    '/meters/:id',
    {
      config: { access: EVERYONE },
      schema: {
        tags: ['meters'],
        summary: 'One meter',
        params: IdParam,
        response: { 200: MeterResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await meters.get(actorOf(request), request.params.id),
    }),
  );
  app.get(
    '/meters/:id/review-record',
    {
      config: { access: EVERYONE },
      schema: {
        tags: ['meters'],
        summary: "The meter's review record: every recommendation and decision, oldest first (append-only)",
        params: IdParam,
        response: { 200: ReviewRecordResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await meters.reviewRecord(actorOf(request), request.params.id),
    }),
  );

  app.get(
    '/meters/:id/flags',
    {
      config: { access: EVERYONE },
      schema: {
        tags: ['meters'],
        summary:
          "What the checks found on the meter: each flag with the other installation it names (a photo matching one of another installation's, by file or fingerprint)",
        params: IdParam,
        response: { 200: FlagsResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await meters.flags(actorOf(request), request.params.id),
    }),
  );

  app.get(
    '/meters/:id/history',
    {
      config: { access: EVERYONE },
      schema: {
        tags: ['meters'],
        summary:
          "The meter's History, newest first: its review record's steps and, from the audit log, its other changes",
        params: IdParam,
        querystring: HistoryQuery,
        response: { 200: HistoryResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await meters.history(actorOf(request), request.params.id, request.query),
    }),
  );

  app.post(
    '/meters',
    {
      config: {
        access: INSTALLERS,
        documentedBody: { fields: CreateMeter, json: true, files: PHOTO_FILES, idempotent: true },
      },
      schema: {
        tags: ['meters'],
        summary:
          'Register an installation (JSON, or multipart with up to four photos: fields photo1..photo4 or photos)',
        consumes: ['application/json', 'multipart/form-data'],
        headers: IdempotencyHeaders,
        response: { 201: MeterResponse, ...ERRORS, 422: ErrorResponse },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const actor = actorOf(request);
      const body = request.isMultipart() ? await readMultipart(request) : { fields: request.body };
      const uploads: SlottedUpload[] = 'files' in body ? assignPhotoSlots(body.files) : [];
      const { fields } = body;
      if (!fields || typeof fields !== 'object') throw badRequest(METER_MESSAGES.sendMeter);
      const input = parseOr400(CreateMeter, fields);
      return meters.keys.answerOnce(
        reply,
        claimOf(request, actor.user.id, body),
        (meter: Meter) => ({
          status: 201,
          body: { success: true, data: meter, message: METER_MESSAGES.created },
        }),
        (key) => meters.create(actor, input, uploads, key),
      );
    },
  );
  app.put(
    '/meters/:id',
    {
      config: { access: EDITORS },
      schema: {
        tags: ['meters'],
        summary: 'Edit a meter (send the version you read; stale is 409)',
        params: IdParam,
        body: UpdateMeter,
        response: { 200: MeterResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { meter, message } = await meters.update(actorOf(request), request.params.id, request.body);
      return { success: true as const, data: meter, message };
    },
  );
  app.delete(
    '/meters/:id',
    {
      config: { access: allow(ROLES.superAdmin, 'Meters') },
      schema: {
        tags: ['meters'],
        summary: 'Delete a meter and its photos (audited)',
        params: IdParam,
        response: { 200: MessageResponse, ...ERRORS },
      },
    },
    async (request) => {
      await meters.remove(actorOf(request), request.params.id);
      return { success: true, message: METER_MESSAGES.deleted };
    },
  );

  app.get(
    '/meters/:id/photos/:slot',
    {
      config: { access: EVERYONE },
      schema: {
        tags: ['meters'],
        summary: 'A meter photo (JPEG), for staff who may see the meter',
        params: PhotoParams,
        querystring: PhotoQuery,
      },
    },
    async (request, reply) => {
      const { id, slot } = request.params;
      const { photo, version } = await meters.photoFile(actorOf(request), id, slot);
      if (!photo) return reply.status(404).send({ success: false, message: METER_MESSAGES.photoNotFound });
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', photoCacheControl(request.query.v, version))
        .send(photo);
    },
  );
  app.post(
    '/meters/:id/photos/:slot',
    {
      config: {
        access: INSTALLERS,
        documentedBody: { files: { photo: 'The photo (JPEG, PNG or WebP, up to 10 MB)' } },
      },
      schema: {
        tags: ['meters'],
        summary: 'Add or replace one photo (multipart, one file)',
        params: PhotoParams,
        consumes: ['multipart/form-data'],
        response: { 200: MeterResponse, ...ERRORS },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(PHOTO_MESSAGES.notImage);
      const { files } = await readMultipart(request);
      if (files.length !== 1 || !files[0]) throw badRequest(METER_MESSAGES.sendOnePhoto);
      const { meter, message } = await meters.savePhoto(
        actorOf(request),
        request.params.id,
        request.params.slot,
        files[0].bytes,
      );
      return { success: true as const, data: meter, message };
    },
  );
  app.delete(
    '/meters/:id/photos/:slot',
    {
      config: { access: EDITORS },
      schema: {
        tags: ['meters'],
        summary: 'Remove one photo',
        params: PhotoParams,
        response: { 200: MessageResponse, ...ERRORS },
      },
    },
    async (request) => {
      await meters.deletePhoto(actorOf(request), request.params.id, request.params.slot);
      return { success: true, message: METER_MESSAGES.photoDeleted };
    },
  );
};
