import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Streams CSV text as a download named `fileName`: the one way every export answers (DESIGN §2). */
export function sendCsv(reply: FastifyReply, fileName: string, body: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
