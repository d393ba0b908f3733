import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document of every call, built from the same zod schemas that validate them, at /api/docs.
 * `cookieName`: the session cookie as this server names it (`__Host-smms_session` in production).
 */
export const apiDocs = fp(async (app: FastifyInstance, opts: { cookieName: string }) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'SMMS API',
        description: 'Smart Meter Management System: meters, modems, people and commissioning review.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: opts.cookieName },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ cookie: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
