import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER } from '@smms/shared';
import { badRequest } from '../lib/http-error.js';

/** The first place in a parsed value that holds a NUL character, or null. */
function nulAt(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? where : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const place = key.includes('\u0000') ? `${where}.${key}` : nulAt(inner, `${where}.${key}`, depth + 1);
    if (place) return place;
  }
  return null;
}

const placeOfNul = (request: FastifyRequest): string | null =>
  nulAt(request.params, 'path') ??
  nulAt(request.query, 'query') ??
  nulAt(request.headers, 'header') ??
  nulAt(request.body, 'body');

/**
 * No text column (PostgreSQL's or PGlite's) holds a NUL character: one in a path, a query, a header or a
 * JSON body failed inside a statement as a 500, or after an export's 200 header was sent (issue 13). Every
 * route refuses it here, before validation and before any handler runs.
 */
export const textInput = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const place = placeOfNul(request);
    if (place) throw badRequest(SERVER.nulText, { [place.replace(/^\w+\./, '') || place]: SERVER.nulText });
  });
});
