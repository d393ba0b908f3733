import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { CreateMeter, SaveModem } from '@smms/shared';

type Schema = z.core.$ZodType;

/** One route as the server registered it, with the shared schemas it declared. */
export interface FuzzRoute {
  method: string;
  url: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The route reads a multipart form (schema.consumes). */
  multipart: boolean;
}

/**
 * The routes that read a form in the handler declare no body schema (the body is multipart or JSON); the
 * handler parses the fields with these, so the fuzzer builds their bodies from them too.
 */
const HANDLER_BODIES: Record<string, Schema> = {
  'POST /api/v1/meters': CreateMeter,
  'POST /api/v1/modem/save-meter-data': SaveModem,
};

const isZod = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

/**
 * Every route the app registers, seen through an onRoute hook on the Fastify instance buildApp creates
 * (Fastify announces each new instance on the `fastify.initialization` channel), so a route added later
 * is fuzzed without this file changing. Call before building the app; `stop` after.
 */
export function collectRoutes(): { routes: FuzzRoute[]; stop: () => void } {
  const routes: FuzzRoute[] = [];
  const onRoute = (options: RouteOptions) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    const schema = (options.schema ?? {}) as Record<string, unknown>;
    const consumes = Array.isArray(schema.consumes) ? (schema.consumes as string[]) : [];
    for (const method of methods) {
      const key = `${method} ${options.url}`;
      if (routes.some((r) => `${r.method} ${r.url}` === key)) continue;
      routes.push({
        method,
        url: options.url,
        params: isZod(schema.params) ? schema.params : undefined,
        query: isZod(schema.querystring) ? schema.querystring : undefined,
        body: isZod(schema.body) ? schema.body : HANDLER_BODIES[key],
        multipart: consumes.includes('multipart/form-data'),
      });
    }
  };
  const onInit = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', onRoute);
  };
  diagnostics.subscribe('fastify.initialization', onInit);
  return { routes, stop: () => diagnostics.unsubscribe('fastify.initialization', onInit) };
}

/** The names of a route's path parameters, `*` included: `/meters/:id/photos/:slot` → id, slot. */
export const paramNames = (url: string): string[] => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
