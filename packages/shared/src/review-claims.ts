import { z } from 'zod';
import { PageQuery } from './api.js';
import { recordId } from './fields.js';
import { RECOMMENDATION_VALUES } from './lifecycle.js';
import type { ConsoleRole } from './roles.js';
import { SLA_STATES } from './sla.js';

/**
 * Claimed review queues (issue 41): "Start reviewing" gives a reviewer the next installations of its queue, the
 * longest wait first, for a while (the review targets' `claimMinutes`); others' "Start reviewing" skips them.
 */

/** The queues a reviewer claims from, and whose they are: each is what the role's bell says awaits it. */
export const CLAIM_QUEUES = {
  /** BI_ADMIN's Pending Meters Review: live meters without a recommendation. */
  recommendation: 'BI_ADMIN',
  /** The super admin's Tech Support Management: pending meters, to decide. */
  decision: 'BI_SUPER_ADMIN',
} as const satisfies Record<string, ConsoleRole>;
export type ClaimQueue = keyof typeof CLAIM_QUEUES;
export const CLAIM_QUEUE_NAMES = Object.keys(CLAIM_QUEUES) as ClaimQueue[];

/** The list filter `claim`: the caller's own claims, or what no one is reviewing. */
export const CLAIM_FILTERS = ['mine', 'unclaimed'] as const;
export type ClaimFilter = (typeof CLAIM_FILTERS)[number];

/** How many installations one "Start reviewing" claims at most, and by default. */
export const CLAIM_COUNT_MAX = 50;
export const CLAIM_COUNT_DEFAULT = 10;
/** The bounds of how long a claim lasts (the review targets' claimMinutes). */
export const CLAIM_MINUTES_MIN = 5;
export const CLAIM_MINUTES_MAX = 480;

export const CLAIM_MESSAGES = {
  notYourQueue: 'This queue is another role’s to review',
  count: `Claim from 1 to ${CLAIM_COUNT_MAX} installations at a time`,
  minutes: `A claim lasts from ${CLAIM_MINUTES_MIN} to ${CLAIM_MINUTES_MAX} minutes`,
  ids: 'Name up to 200 installations by id, separated by commas',
  claimed: (count: number) =>
    count === 0
      ? 'Nothing left to claim: every installation of the queue is decided or being reviewed'
      : `${count} ${count === 1 ? 'meter is' : 'meters are'} yours to review`,
  released: (count: number) => `${count} ${count === 1 ? 'claim' : 'claims'} released`,
} as const;

/** The filters of the list the claim is made from (its search, SLA, division…): the queue's own are fixed. */
export const ClaimListFilters = z.strictObject({
  q: PageQuery.shape.q,
  division: z.string().trim().min(1).max(100).optional(),
  officerId: recordId().optional(),
  sla: z.enum(SLA_STATES).optional(),
  recommendation: z.enum(RECOMMENDATION_VALUES).optional(),
});
export type ClaimListFilters = z.infer<typeof ClaimListFilters>;

/** POST /meters/claims: claim the next `count` installations of a queue. */
export const StartReviewing = z.strictObject({
  queue: z.enum(CLAIM_QUEUE_NAMES as [ClaimQueue, ...ClaimQueue[]]),
  count: z
    .number({ error: CLAIM_MESSAGES.count })
    .int(CLAIM_MESSAGES.count)
    .min(1, CLAIM_MESSAGES.count)
    .max(CLAIM_COUNT_MAX, CLAIM_MESSAGES.count)
    .default(CLAIM_COUNT_DEFAULT),
  filters: ClaimListFilters.default({}),
});
export type StartReviewing = z.infer<typeof StartReviewing>;

/** What a claim answers: how many are the caller's now (its earlier claims renewed with them) and until when. */
export const ClaimResult = z.object({
  claimed: z.number().int(),
  /** Every installation the caller holds now, new and renewed. */
  holding: z.number().int(),
  expiresAt: z.string().nullable(),
});
export type ClaimResult = z.infer<typeof ClaimResult>;
export const ClaimResultResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ClaimResult,
});

/** GET /meters/claims/mine: how many meters the caller is reviewing now, and until when (null: none). */
export const MyClaimsResponse = z.object({
  success: z.literal(true),
  data: z.object({ holding: z.number().int(), expiresAt: z.string().nullable() }),
});

/** GET /meters/claims?ids=…: who is reviewing the installations on screen. */
export const ClaimLookupQuery = z.object({
  ids: z
    .string({ error: CLAIM_MESSAGES.ids })
    .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, CLAIM_MESSAGES.ids)
    .transform((text) => [...new Set(text.split(',').map(Number))]),
});
export const InstallationClaim = z.object({
  id: z.number().int(),
  reviewer: z.string(),
  mine: z.boolean(),
  expiresAt: z.string(),
});
export type InstallationClaim = z.infer<typeof InstallationClaim>;
export const ClaimLookupResponse = z.object({
  success: z.literal(true),
  data: z.array(InstallationClaim),
});

/** GET /review-claims: each reviewer holding claims now (the super admin's view), the longest held first. */
export const ReviewerClaims = z.object({
  userId: z.number().int(),
  reviewer: z.string(),
  role: z.string(),
  meters: z.number().int(),
  claimedAt: z.string(),
  expiresAt: z.string(),
});
export type ReviewerClaims = z.infer<typeof ReviewerClaims>;
export const ReviewerClaimsResponse = z.object({
  success: z.literal(true),
  data: z.array(ReviewerClaims),
});
export const ReleaseClaimsParams = z.object({ userId: recordId() });
export const ReleasedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ released: z.number().int() }),
});
