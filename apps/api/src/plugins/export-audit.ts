import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection.js';
import { ACTIONS, audit } from '../lib/audit.js';

/** The file name a download's Content-Disposition gives (lib/download-reply.ts sets it), or null. */
function fileNameOf(reply: FastifyReply): string | null {
  const disposition = String(reply.getHeader('content-disposition') ?? '');
  return /filename="([^"]*)"/.exec(disposition)?.[1] ?? null;
}

/** A file the server hands over: a CSV export or an XLSX report, each sent as an attachment. */
const isDownload = (reply: FastifyReply) =>
  reply.statusCode === 200 && String(reply.getHeader('content-disposition') ?? '').startsWith('attachment');

/**
 * Every export is in the audit log (issue 13): one entry per download (CSV, or a report's XLSX), written as its 200 goes out,
 * before the first row, with the list (the route), its path values, the filters as asked and the file.
 * Here once, not in each export route, so a new export cannot be left out. If the entry cannot be written,
 * the export fails: nothing leaves the server unrecorded.
 */
export const exportAudit = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.addHook('onSend', async (request, reply) => {
    const actor = request.actor;
    if (!actor || !isDownload(reply)) return;
    const params = request.params as Record<string, unknown> | undefined;
    await audit(opts.db, actor, ACTIONS.listExported, {
      details: {
        list: request.routeOptions.url ?? request.url,
        ...(params && Object.keys(params).length > 0 ? { params } : {}),
        filters: request.query ?? {},
        file: fileNameOf(reply),
      },
    });
  });
});
