import { isPgError } from './pg-errors.js';

/**
 * Whether a failure means the database could not be reached or dropped the connection (issue 37): a restart,
 * a failover, `pg_terminate_backend`, an idle or NAT timeout, a full pool. The request answers 503 with
 * Retry-After, not 500, and the next one may well succeed: the pool opens new connections on demand.
 */
const PG_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, in recovery
  '53300', // too_many_connections
]);
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Connection ended unexpectedly/,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (isPgError(error) && (PG_CODES.has(error.code) || error.code.startsWith('08'))) return true;
  if (typeof code === 'string' && NODE_CODES.has(code)) return true;
  if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** How long a client should wait before it tries again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
