import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ROLE_PREFIX, SERVER } from '@smms/shared';

/** The console's own pages: the sign-in page, the root and every role's area (the browser router's paths). */
const CONSOLE_PATHS = ['/login', ...Object.values(ROLE_PREFIX)];
const isConsolePage = (url: string) => {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname === '/' || CONSOLE_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
};

/**
 * Serves the built console and answers unknown paths. A console page gets the SPA's index.html (200) so the
 * browser router can show it; any other path is a 404 — the API's and a probe's (`/metrics`, `/healthz`) as
 * JSON, a browser's (it accepts HTML) as index.html with status 404, so the console shows its not-found page
 * and no monitor pointed at a wrong path reads it as up. In production the source maps are not served.
 */
export const staticWeb = fp(async (app: FastifyInstance, opts: { webDir?: string; production?: boolean }) => {
  const webDir = opts.webDir;
  const hasWeb = Boolean(webDir && fs.existsSync(path.join(webDir, 'index.html')));
  if (hasWeb && webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The web build writes a .br and a .gz beside each text file: sent as the client accepts, never compressed per request.
      preCompressed: true,
      // Hashed file names never change content: cached for a year; anything else is revalidated.
      cacheControl: false,
      allowedPath: (pathname) => !(opts.production && pathname.endsWith('.map')),
      setHeaders: (res, file) => {
        res.setHeader(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const page = hasWeb && request.method === 'GET' && !request.url.startsWith('/api/');
    if (page && isConsolePage(request.url))
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    if (page && (request.headers.accept ?? '').includes('text/html'))
      return reply.status(404).header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ success: false, message: SERVER.routeNotFound });
  });
});
