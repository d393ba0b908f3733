import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** The media types of the files the server hands over. */
export const DOWNLOAD_TYPES = {
  csv: 'text/csv; charset=utf-8',
  ndjson: 'application/x-ndjson; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Sends a file as a download named `fileName`: the one way every export answers (DESIGN §2), and what the export
 * audit recognises (plugins/export-audit.ts). A stream is awaited before the answer starts, so an export that
 * cannot start is an error answer, not a cut file.
 */
export async function sendDownload(
  reply: FastifyReply,
  fileName: `${string}.${keyof typeof DOWNLOAD_TYPES}`,
  body: Readable | Buffer | Promise<Readable | Buffer>,
) {
  // Awaited before any header: an error answer must not carry the file's name (a browser would save it as the file).
  const payload = await body;
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1) as keyof typeof DOWNLOAD_TYPES;
  return reply
    .header('content-type', DOWNLOAD_TYPES[extension])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(payload);
}
