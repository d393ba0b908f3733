import { z } from 'zod';
import { IDEMPOTENCY } from './messages.js';

/** Header names of the idempotent writes (IETF draft httpapi-idempotency-key-header). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';

/** A key the client makes up once per intended write: 1-255 visible ASCII characters. */
export const IdempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY.badKey)
  .describe(
    'Optional. A key of your own per intended write: a retry with the same key and the same request answers the stored result (same status, header Idempotency-Replayed: true) instead of writing again; the same key with a different request is 422. A retry while the first is still running waits for it. Keys are per user and route and kept 24 hours.',
  );

/** The headers an idempotent write declares; other headers pass through untouched. */
export const IdempotencyHeaders = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKey.optional() });
