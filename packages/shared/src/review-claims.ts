import { z } from 'zod';
import { PageQuery } from './api.js';
import { recordId } from './fields.js';
import { RECOMMENDATION_VALUES } from './lifecycle.js';
import { WaitingFiltersQuery } from './waiting-filters.js';
import type { ConsoleRole } from './roles.js';
import type { View } from './enums.js';
import { SLA_STATES } from './sla.js';
import { FLAG_FILTERS } from './flags.js';

/**
 * Claimed review queues (issue 41): "Start reviewing" gives a reviewer the next installations of its queue, the
 * longest wait first, for a while (the review targets' `claimMinutes`); others' "Start reviewing" skips them.
 */

/**
 * The queues a reviewer claims from, whose they are and in which view: each is what the role's bell says awaits
 * it (dashboard/notifications.ts).
 */
export const CLAIM_QUEUES = {
  /** BI_ADMIN's Pending Meters Review: pending meters without a recommendation. */
  recommendation: { role: 'BI_ADMIN', view: 'Meters' },
  /** The super admin's Tech Support Management: pending meters with a recommendation, to decide. */
  decision: { role: 'BI_SUPER_ADMIN', view: 'Meters' },
  /** The super admin's Modems Commissioned, Status Commissioned: modems to decide. */
  'modem-decision': { role: 'BI_SUPER_ADMIN', view: 'Modems' },
} as const satisfies Record<string, { role: ConsoleRole; view: View }>;
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
  claimed: (count: number, view: View = 'Meters') =>
    count === 0
      ? 'Nothing left to claim: every installation of the queue is decided or being reviewed'
      : `${count} ${view === 'Meters' ? (count === 1 ? 'meter is' : 'meters are') : count === 1 ? 'modem is' : 'modems are'} yours to review`,
  released: (count: number) => `${count} ${count === 1 ? 'claim' : 'claims'} released`,
} as const;

/** The filters of the list the claim is made from (its search, SLA, division…): the queue's own are fixed. */
export const ClaimListFilters = z.strictObject({
  q: PageQuery.shape.q,
  division: z.string().trim().min(1).max(100).optional(),
  officerId: recordId().optional(),
  sla: z.enum(SLA_STATES).optional(),
  flag: z.enum(FLAG_FILTERS).optional(),
  recommendation: z.enum(RECOMMENDATION_VALUES).optional(),
  ...WaitingFiltersQuery,
});
export type ClaimListFilters = z.infer<typeof ClaimListFilters>;

/** POST /review-claims: claim the next `count` installations of a queue. */
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

/** How many of one kind the caller is reviewing now, and until when (null: none). */
const Holding = z.object({ holding: z.number().int(), expiresAt: z.string().nullable() });
/** GET /review-claims/mine: the caller's meters and modems under review. */
export const MyClaimsResponse = z.object({
  success: z.literal(true),
  data: z.object({ meters: Holding, modems: Holding }),
});

/** GET /meters/claims?ids=… and /modem/claims?ids=…: who is reviewing the installations on screen. */
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
  modems: z.number().int(),
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
