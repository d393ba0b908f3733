import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CONFLICT, SERVER } from '@smms/shared';
import { HttpError } from '../lib/http-error.js';
import { isPgError, PG, type PgError } from '../db/pg-errors.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.js';

const UNIQUE_MESSAGES: Record<string, string> = {
  users_phone_key: CONFLICT.phone,
  users_username_key: CONFLICT.username,
  meters_meter_sno_key: CONFLICT.meterSno,
  modems_modem_sno_key: CONFLICT.modemSno,
};

/** Database refusals that bad input can cause, as client errors; anything else is a 500. */
function fromDatabase(error: PgError): { status: number; message: string } | null {
  switch (error.code) {
    case PG.uniqueViolation:
      return { status: 409, message: UNIQUE_MESSAGES[error.constraint ?? ''] ?? CONFLICT.generic };
    case PG.foreignKeyViolation:
      return { status: 409, message: CONFLICT.inUse };
    case PG.checkViolation:
    case PG.notNullViolation:
    case PG.invalidText:
    case PG.valueTooLong:
    case PG.numericOutOfRange:
      return { status: 400, message: SERVER.validation };
    // Text or a date that slipped past validation and the database cannot hold (issue 13): never a 500.
    case PG.invalidDatetime:
    case PG.datetimeOverflow:
    case PG.timeZoneDisplacement:
    case PG.characterNotInRepertoire:
    case PG.untranslatableCharacter:
      return { status: 400, message: SERVER.unstorable };
    default:
      return null;
  }
}

/**
 * The router's own refusals, answered before any hook or route runs (Fastify's `frameworkErrors`): a path
 * with broken percent-encoding (`/meters/%ZZ`) or a segment over the router's maxParamLength names nothing,
 * so it is the 404 of an unknown path in the one error shape. Fastify's default answered its own shape
 * (`{error, code, statusCode}`, 400 or 414) and echoed the path back (issue 13, found by the fuzzer).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(404).send({ success: false, message: SERVER.routeNotFound });
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ success: false, message: SERVER.internal });
}

/** The one error path of the API: every failure answers `{ success: false, message }` (DESIGN §2). */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, errors: error.errors });
    }
    // A path that names nothing (`/meters/abc`, `/meters/pending-with-tech-support`, `/meters/0`) is not a
    // malformed request but an unknown resource: 404, as for any other unknown path.
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params')
      return reply.status(404).send({ success: false, message: SERVER.routeNotFound });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        if (!(field in errors)) errors[field] = issue.message ?? SERVER.validation;
      }
      const first = error.validation[0]?.message;
      return reply.status(400).send({ success: false, message: first || SERVER.validation, errors });
    }
    const dbError: unknown = error;
    if (isPgError(dbError)) {
      const mapped = fromDatabase(dbError);
      if (mapped) {
        request.log.info(
          { code: dbError.code, constraint: dbError.constraint },
          'database refused the request',
        );
        return reply.status(mapped.status).send({ success: false, message: mapped.message });
      }
    }
    if (isDatabaseUnavailable(dbError)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ success: false, message: SERVER.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? SERVER.tooLarge : status === 429 ? SERVER.rateLimited : error.message;
      return reply.status(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: SERVER.internal });
  });
});
