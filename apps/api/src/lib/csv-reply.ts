import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Streams CSV text as a download named `fileName`: the one way every export answers (DESIGN §2). The stream is
 * awaited before the answer starts, so an export that cannot start is an error answer, not a cut file.
 */
export async function sendCsv(reply: FastifyReply, fileName: string, body: Readable | Promise<Readable>) {
  const stream = await body;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
