/**
 * The worker thread of getEach (http-get.ts): GETs paths in parallel lanes, each answer read whole and inflated,
 * and says when all have come back (or the first error). It loads http-get.ts and Node alone, so its heap stays
 * small.
 */
import { parentPort } from 'node:worker_threads';
import { getBody, type GetEach } from './http-get.js';

async function getAll({ base, cookie, paths, lanes }: GetEach) {
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift())
        await getBody(base, path, cookie);
    }),
  );
}

parentPort?.on('message', (asked: GetEach) => {
  getAll(asked).then(
    () => parentPort?.postMessage({ id: asked.id }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: asked.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
