/**
 * The bench's own GETs (the runs it times whole: officer pages, per-officer calls, the export), over node:http on
 * kept-alive connections, gzip inflated as it arrives. The client shares the server's two cores, so what it costs
 * is taken from the server: `fetch` spent 3.4-5 ms of CPU on each 545 kB page of 500 officers (its WHATWG streams
 * and decompression stream), node:http with zlib 1.5-2 ms. autocannon drives the rest.
 */
import http from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { CONNECTIONS } from './measure.js';

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** The body of `base + path` as it streams, inflated; a non-2xx answer rejects with its first 200 characters. */
export function getStream(base: string, path: string, cookie: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const request = http.get(base + path, { agent, headers: { cookie, 'accept-encoding': 'gzip' } });
    request.on('error', reject);
    request.on('response', (response) => {
      const gzip = response.headers['content-encoding'] === 'gzip';
      const body: Readable = gzip ? pipeline(response, zlib.createGunzip(), () => undefined) : response;
      const status = response.statusCode ?? 0;
      if (status >= 200 && status < 300) return resolve(body);
      bodyOf(body).then(
        (text) => reject(new Error(`${path}: ${status} ${text.toString().slice(0, 200)}`)),
        reject,
      );
    });
  });
}

async function bodyOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The whole body of `base + path`, inflated. */
export async function getBody(base: string, path: string, cookie: string): Promise<Buffer> {
  return bodyOf(await getStream(base, path, cookie));
}
