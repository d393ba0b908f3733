/**
 * The bench's own GETs (the runs it times whole: officer pages, per-officer calls, the export), over node:http on
 * kept-alive connections, gzip inflated. The client shares the server's two cores, so what it costs is taken from
 * the server: `fetch` spent 3.4-5 ms of CPU on each 545 kB page of 500 officers (its WHATWG streams and
 * decompression stream), node:http inflating as the page arrived 1.5-2 ms in 16 kB pieces, one inflate of the
 * whole answer about 1 (40 pages: 40-80 ms less of the client's CPU a run). The export, which is never held
 * whole, is inflated as it streams. autocannon drives the rest.
 */
import http from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { CONNECTIONS } from './measure.js';

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

const gunzip = promisify(zlib.gunzip);

/** The answer to a GET of `base + path`, not yet read; a non-2xx answer rejects with its first 200 characters. */
function get(base: string, path: string, cookie: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.get(base + path, { agent, headers: { cookie, 'accept-encoding': 'gzip' } });
    request.on('error', reject);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 200 && status < 300) return resolve(response);
      bodyOf(response).then(
        (text) => reject(new Error(`${path}: ${status} ${text.toString().slice(0, 200)}`)),
        reject,
      );
    });
  });
}

const gzipped = (response: http.IncomingMessage) => response.headers['content-encoding'] === 'gzip';

/** The body of `base + path` as it streams, inflated as it arrives. */
export async function getStream(base: string, path: string, cookie: string): Promise<Readable> {
  const response = await get(base, path, cookie);
  return gzipped(response) ? pipeline(response, zlib.createGunzip(), () => undefined) : response;
}

/** Everything a stream holds (an error answer's body inflated when it is gzip). */
async function bodyOf(response: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return gzipped(response) ? gunzip(body) : body;
}

/** The whole body of `base + path`, read whole and then inflated at once. */
export async function getBody(base: string, path: string, cookie: string): Promise<Buffer> {
  return bodyOf(await get(base, path, cookie));
}
