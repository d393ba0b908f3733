import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ComparisonQuery,
  ComparisonResponse,
  DTR_IMPORT_MESSAGES,
  DTR_LIMITS,
  DtrImportQuery,
  DtrImportResponse,
  DtrParam,
  DtrRecordResponse,
} from '@smms/shared';
import { badRequest } from '../../lib/http-error.js';
import { readMultipart } from '../../lib/multipart.js';
import { allow, ERRORS, ROLES } from '../../lib/route-kit.js';
import { actorOf } from '../sessions/index.js';
import type { DiscomService } from './discom.service.js';
import type { DtrImportService } from './dtr-import.service.js';

/**
 * The CSV file of an import, as bytes (the service reads their encoding): one file in a multipart form (the
 * console's upload) or a text/csv body (scripts). A second file is refused rather than ignored, so nobody
 * imports the wrong one unawares.
 */
async function csvBytes(request: FastifyRequest): Promise<Buffer> {
  if (Buffer.isBuffer(request.body)) return request.body;
  if (!request.isMultipart()) throw badRequest(DTR_IMPORT_MESSAGES.noFile);
  // A second file is a 400 and a form cut off or without a boundary is refused whole, as for photos.
  const { files } = await readMultipart(request, {
    limits: { fileSize: DTR_LIMITS.fileBytes, files: 1 },
    tooMany: DTR_IMPORT_MESSAGES.oneFile,
    tooLarge: DTR_IMPORT_MESSAGES.tooLarge,
  });
  if (!files[0]) throw badRequest(DTR_IMPORT_MESSAGES.noFile);
  return files[0].bytes;
}

export const discomRoutes: FastifyPluginAsyncZod<{
  discom: DiscomService;
  dtrImport: DtrImportService;
}> = async (app, { discom, dtrImport }) => {
  // A CSV body is read as bytes, up to the import's own limit (the API's default is 1 MB); this plugin only.
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'buffer', bodyLimit: DTR_LIMITS.fileBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/discom/dtr-import',
    {
      config: {
        access: allow(ROLES.reviewers, 'Meters'),
        documentedBody: { files: { file: 'The DTR master CSV file' }, csv: true },
      },
      bodyLimit: DTR_LIMITS.fileBytes,
      schema: {
        tags: ['discom'],
        summary:
          'Import the DTR master CSV (multipart field "file", or a text/csv body): upsert by DTR number, ' +
          'auto-commission matching Pending meters; ?dryRun=true previews the counts and keeps nothing',
        consumes: ['multipart/form-data', 'text/csv'],
        querystring: DtrImportQuery,
        response: { 200: DtrImportResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { data, message } = await dtrImport.importCsv(
        actorOf(request),
        await csvBytes(request),
        request.query,
      );
      return { success: true as const, message, data };
    },
  );

  app.get(
    '/meters/bi-admin/discom-data/:dtrNo',
    {
      // Every meter role reaches the service, which answers the spec's own refusal to all but BI_ADMIN.
      config: { access: allow(ROLES.everyone, 'Meters') },
      schema: {
        tags: ['discom'],
        summary: "A DTR's row of the Discom reference data (BI_ADMIN only, SPEC §6)",
        params: DtrParam,
        response: { 200: DtrRecordResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await discom.lookup(actorOf(request), request.params.dtrNo),
    }),
  );

  app.get(
    '/meters-data/compare-with-discom',
    {
      config: { access: allow(ROLES.staff, 'Meters') },
      schema: {
        tags: ['discom'],
        summary: 'Compare a meter with its DTR master row (or the dtrNo given); read-only',
        querystring: ComparisonQuery,
        response: { 200: ComparisonResponse, ...ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await discom.compare(actorOf(request), request.query)),
    }),
  );
};
