import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { gzipRepeated, repeatOf } from '../lib/repeated-span.js';

/** Bodies smaller than this go as they are: the headers would cost more than the bytes saved. */
export const COMPRESS_THRESHOLD = 1024;

// Text only: images, archives and photos are already compressed; an event stream must reach the browser event by event.
const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|problem\+json|manifest\+json)|image\/svg\+xml)/i;

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli before gzip), or null; `q=0` refuses one. */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

// Brotli at quality 4 compresses about as well as gzip -6 and faster; the built web files are pre-compressed at 11.
const brotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/**
 * A streamed CSV export is compressed at the fastest levels: measured on a 27 MB meters export, gzip -6
 * took 1.14 s and brotli 4 1.94 s (slower than PostgreSQL's COPY of the same rows), gzip -1 0.33 s and
 * brotli 1 0.20 s, for 5.7 and 5.9 MB instead of 4.7 and 4.3. Output in 64 KB chunks, not 16: half the
 * writes, and 0.41-0.45 s of server CPU for the whole export instead of 0.50-0.55.
 */
const FAST_BROTLI = {
  chunkSize: 64 * 1024,
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};
const FAST_GZIP = { level: 1, chunkSize: 64 * 1024 };
/**
 * A whole JSON answer is gzipped at level 3, the strongest of zlib's fast levels: a page of 500 officers' rows
 * (273 kB) took 1.5 ms at the default 6 and 0.7 ms at 3, for 21 kB instead of 16, and its client inflates both
 * alike. Those pages are where an answer's compression costs anything; a page of 50 meters takes a tenth of it.
 * Output in one piece for such a page (64 kB chunks, not 16): fewer hops between the pool and the JavaScript thread.
 */
const ANSWER_GZIP = { level: 3, chunkSize: 64 * 1024 };
// A whole answer is compressed on libuv's thread pool, not on the one JavaScript thread: brotli of a page of 500
// officers (about 270 kB of JSON) would otherwise hold every other request for milliseconds.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip) as (body: Buffer, options: zlib.ZlibOptions) => Promise<Buffer>;
const isCsv = (type: string) => /^text\/csv/i.test(type);

function isStream(payload: unknown): payload is Readable {
  return (
    payload instanceof Readable || (typeof payload === 'object' && payload !== null && 'pipe' in payload)
  );
}

async function compress(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.getHeader('content-encoding')) {
    // Already encoded (a pre-compressed web file): only say that the answer depends on Accept-Encoding.
    addVary(reply);
    return payload;
  }
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type)) return payload;
  addVary(reply);
  if (
    request.method === 'HEAD' ||
    reply.statusCode === 204 ||
    reply.statusCode === 206 ||
    reply.statusCode === 304
  )
    return payload;
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_THRESHOLD) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    if (encoding === 'br') return brotli(body, brotliOptions);
    const repeated = repeatOf(body);
    return repeated ? gzipRepeated(body, repeated, ANSWER_GZIP) : gzip(body, ANSWER_GZIP);
  }
  if (isStream(payload)) {
    // A stream (a CSV export, a static file) is compressed as it flows: nothing is held in memory.
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    const fast = isCsv(type);
    const zip =
      encoding === 'br'
        ? zlib.createBrotliCompress(fast ? FAST_BROTLI : brotliOptions)
        : zlib.createGzip(fast ? FAST_GZIP : {});
    return pipeline(payload, zip, () => undefined);
  }
  return payload;
}

/** Every text answer, JSON, CSV exports and web files alike, goes brotli or gzip as the client's Accept-Encoding asks. */
export const compression = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => compress(request, reply, payload));
});
