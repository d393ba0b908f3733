import { z } from 'zod';
import { recordId, wholeNumber } from './fields.js';
import { LIST_MESSAGES, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SEARCH_MIN_LENGTH, SORT_ORDERS } from './paging.js';

/** The body of every failed call (DESIGN §2). `errors` names the fields that failed validation. */
export const ErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const MessageResponse = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * Paging, search and order shared by every list call. `cursor` is the opaque `nextCursor` or `prevCursor`
 * of the page before (keyset: as fast far down the list as on page 1); `page` is then the number of the
 * page it leads to, for the footer. `page` alone jumps to that page (by offset).
 */
export const PageQuery = z.object({
  page: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  cursor: z.string().max(1000).optional(),
  q: z
    .string()
    .trim()
    .max(100)
    .refine((q) => q.length === 0 || q.length >= SEARCH_MIN_LENGTH, LIST_MESSAGES.searchTooShort)
    .optional(),
  order: z.enum(SORT_ORDERS).default('desc'),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
    /** True when `total` is the planner's estimate (a large filtered or searched list), not an exact count. */
    totalIsEstimate: z.boolean(),
  });

export const IdParam = z.object({ id: recordId() });
export type IdParam = z.infer<typeof IdParam>;

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  /** `shedding`: past a load-shedding bound, the API answers 503 to everything but this route. */
  load: z.enum(['normal', 'shedding']),
  /**
   * Where Redis is configured: `down` leaves the instance serving (200, status `degraded`), its rate limits then
   * counted by this instance alone until Redis is back.
   */
  redis: z.enum(['up', 'down']).optional(),
  uptimeSeconds: z.number(),
});

/** GET /livez: the process answers (no dependency is asked), for a supervisor's restart decision. */
export const LiveResponse = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

/**
 * GET /readyz: /health's answer and the photo store's reach. 503 (not ready) only for what is this instance's own:
 * its database connection and its load. Redis and the photo store are shared by every instance, so their being
 * away is reported (`degraded`) without taking every instance out of the load balancer at once.
 */
export const ReadyResponse = HealthResponse.extend({ photos: z.enum(['up', 'down']) });
