import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER } from '@smms/shared';

/**
 * Serves the built console and answers unknown paths: the API with a JSON 404,
 * any other path with the SPA's index.html so the browser router can show the page (or its 404).
 */
export const staticWeb = fp(async (app: FastifyInstance, opts: { webDir?: string }) => {
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
      setHeaders: (res, file) => {
        res.setHeader(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !hasWeb || request.method !== 'GET') {
      return reply.status(404).send({ success: false, message: SERVER.routeNotFound });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
