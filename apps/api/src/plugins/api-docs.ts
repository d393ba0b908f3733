import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdempotencyKey, IDEMPOTENCY_KEY_HEADER } from '@smms/shared';
import { DOWNLOAD_TYPES } from '../lib/download-reply.js';
import { ERRORS, type DocumentedBody } from '../lib/route-kit.js';
import { API_EXAMPLES, type ApiExample } from './api-examples.js';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A call's operationId from its method and path, so a generated client names it (issue 39):
 * `GET /api/v1/meters/:id/review-record` is `getMetersByIdReviewRecord`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v\d+/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${capital(part.slice(1))}` : part))
    .flatMap((part) => part.split(/[-_.]/))
    .map(capital);
  return `${method.toLowerCase()}${words.join('')}`;
}

interface ObjectSchema {
  $schema?: string;
  properties?: Record<string, unknown>;
  required?: string[];
}

/** A form's fields as JSON Schema: as sent, or, behind a preprocessing step (which takes anything), as read. */
function fieldsOf(fields: z.ZodType): ObjectSchema {
  const sent = z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any' }) as ObjectSchema;
  return sent.properties
    ? sent
    : (z.toJSONSchema(fields, { io: 'output', unrepresentable: 'any' }) as ObjectSchema);
}

/** A schema with its example (@fastify/swagger makes a single `examples` entry the media type's `example`). */
const withExample = (schema: object, example: unknown) =>
  example === undefined ? schema : { ...schema, examples: [example] };

/** A body the call reads itself, as OpenAPI media types: the form with its files, JSON, CSV. */
function bodyOf({ fields, json, files, csv }: DocumentedBody, example: ApiExample = {}) {
  const { $schema: _, ...described } = fields ? fieldsOf(fields) : {};
  const form = {
    type: 'object',
    properties: {
      ...described.properties,
      ...Object.fromEntries(
        Object.entries(files).map(([name, description]) => [
          name,
          { type: 'string', format: 'binary', description },
        ]),
      ),
    },
    ...(described.required?.length ? { required: described.required } : {}),
  };
  // The JSON body carries no photo: they come by the form, or later one by one.
  const withoutFiles =
    example.body && Object.fromEntries(Object.entries(example.body).filter(([name]) => !(name in files)));
  return {
    content: {
      'multipart/form-data': { schema: withExample(form, example.body) },
      ...(json ? { 'application/json': { schema: withExample(described, withoutFiles) } } : {}),
      ...(csv ? { 'text/csv': { schema: withExample({ type: 'string' }, example.csv) } } : {}),
    },
  };
}

/** The `Idempotency-Key` header of a call that takes one, as an OpenAPI header parameter's schema. */
const idempotencyHeader = () => ({
  type: 'object',
  properties: {
    [IDEMPOTENCY_KEY_HEADER]: {
      ...(z.toJSONSchema(IdempotencyKey, { target: 'openapi-3.0' }) as object),
      description:
        'A key the client makes once per intended write: a retry with it answers the first answer ' +
        '(Idempotency-Replayed: true) and writes nothing; kept 24 h per user and call',
    },
  },
});

/**
 * The error answers every signed-in call can give (the session and role checks, validation, rate limits),
 * for the calls whose schema names none (a CSV export, a photo): they are the API's, not the route's.
 */
const errorAnswers = () =>
  Object.fromEntries(
    Object.entries(ERRORS).map(([status, schema]) => [
      status,
      {
        description: 'An error: its message says why',
        content: { 'application/json': { schema: z.toJSONSchema(schema, { target: 'openapi-3.0' }) } },
      },
    ]),
  );
const codesOf = (response: unknown) =>
  typeof response === 'object' && response ? Object.keys(response) : [];

/** A download's media type as an OpenAPI content key: DOWNLOAD_TYPES' without its charset. */
const fileMedia = (format: string) =>
  format in DOWNLOAD_TYPES
    ? DOWNLOAD_TYPES[format as keyof typeof DOWNLOAD_TYPES].split(';')[0]!
    : 'application/octet-stream';

/**
 * What a call that streams a file answers (its route declares no 2xx schema: it sends the bytes itself): every
 * `/export` a CSV (lib/download-reply.ts), or each format its `format` parameter offers; every `/photos/:slot` a
 * JPEG (photos are stored re-encoded).
 */
function fileAnswer(url: string, querystring: unknown) {
  if (url.endsWith('/export')) {
    const offered = (querystring as { properties?: { format?: { enum?: string[] } } } | undefined)?.properties
      ?.format?.enum ?? ['csv'];
    return {
      description: `The file, streamed (${offered.join(', ')}: the format parameter)`,
      content: Object.fromEntries(
        offered.map((format) => [fileMedia(format), { schema: { type: 'string' } }]),
      ),
    };
  }
  if (/\/photos\/(:slot|\{slot\})$/.test(url))
    return {
      description: 'The photo',
      content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
    };
  return null;
}

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
      // Relative: the document describes the server it is read from.
      servers: [{ url: '/', description: 'This SMMS server' }],
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: opts.cookieName },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ cookie: [] }, { bearer: [] }],
    },
    // Each call named (operationId), and the public ones marked as needing no session (`security: []`).
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
      const config = input.route.config as { access?: unknown; documentedBody?: DocumentedBody } | undefined;
      const access = config?.access;
      const documented = config?.documentedBody;
      const operationId = operationIdOf(String(method), url);
      const example = API_EXAMPLES[operationId] ?? {};
      const { body, response: declared } = schema as { body?: object; response?: Record<string, object> };
      const response = declared && {
        ...declared,
        ...Object.fromEntries(
          Object.entries(example.answers ?? {}).map(([status, answer]) => [
            status,
            withExample(declared[status] ?? {}, answer),
          ]),
        ),
      };
      const codes = codesOf(response);
      const file = codes.some((code) => code.startsWith('2'))
        ? null
        : fileAnswer(url, (schema as { querystring?: unknown }).querystring);
      return {
        url,
        schema: {
          ...schema,
          ...(documented
            ? { body: bodyOf(documented, example) }
            : body
              ? { body: withExample(body, example.body) }
              : {}),
          ...(documented?.idempotent ? { headers: idempotencyHeader() } : {}),
          ...(response ? { response } : {}),
          ...(access !== 'public' && !codes.some((code) => code.startsWith('4'))
            ? { response: { ...(file ? { 200: file } : {}), ...response, ...errorAnswers() } }
            : {}),
          operationId,
          ...(access === 'public' ? { security: [] } : {}),
        },
      };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
