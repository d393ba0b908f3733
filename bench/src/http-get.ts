/**
 * The bench's own GETs (the runs it times whole: officer pages, per-officer calls, the export), over node:http on
 * kept-alive connections, gzip inflated. The client shares the server's two cores, so what it costs is taken from
 * the server: `fetch` spent 3.4-5 ms of CPU on each 545 kB page of 500 officers (its WHATWG streams and
 * decompression stream), node:http inflating as the page arrived 1.5-2 ms in 16 kB pieces, one inflate of the
 * whole answer about 1 (40 pages: 40-80 ms less of the client's CPU a run). The export, which is never held
 * whole, is inflated as it streams. autocannon drives the rest.
 *
 * The timed runs of whole answers go through getEach, in a worker thread (get-worker.ts) that loads this file
 * alone: the pages it reads make V8 collect garbage often, and a collection marks its own small heap instead of
 * the bench's (autocannon, pg, kysely, prettier, Lighthouse), a third of the client's CPU on the officers run.
 * Nothing here may import more than Node's own modules, or the worker's heap grows with it.
 */
import http from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';

// Each run opens at most as many sockets as it has lanes (getEach), kept alive from one run to the next.
const agent = new http.Agent({ keepAlive: true });

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

/** What the worker is asked: every path GET in `lanes` parallel lanes. */
export interface GetEach {
  id: number;
  base: string;
  cookie: string;
  paths: string[];
  lanes: number;
}

let worker: Worker | undefined;
let asked = 0;
const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

function startWorker(): Worker {
  // A worker's entry is loaded before the loader hooks of `--import tsx` apply to it: the entry registers tsx
  // itself, then imports the TypeScript file.
  const entry = new URL('./get-worker.ts', import.meta.url).href;
  const started = new Worker(
    new URL(
      `data:text/javascript,${encodeURIComponent(
        `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register();
        await import(${JSON.stringify(entry)});`,
      )}`,
    ),
  );
  started.on('message', ({ id, error }: { id: number; error?: string }) => {
    const asker = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) started.unref();
    if (error === undefined) asker?.resolve();
    else asker?.reject(new Error(error));
  });
  const fail = (error: Error) => {
    for (const asker of waiting.values()) asker.reject(error);
    waiting.clear();
    worker = undefined;
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the bench's GET worker stopped (exit code ${code})`)));
  return started;
}

/**
 * Every path of `paths` got whole and inflated (getBody), `lanes` at a time, each lane taking the next path when
 * its answer is read: done in the worker thread (get-worker.ts); rejects with the first failure.
 */
export function getEach(base: string, cookie: string, paths: string[], lanes: number): Promise<void> {
  const thread = (worker ??= startWorker());
  const id = (asked += 1);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // Kept referenced while it works, so the bench waits for it; let go when idle, so the bench can end.
    thread.ref();
    thread.postMessage({ id, base, cookie, paths, lanes } satisfies GetEach);
  });
}
