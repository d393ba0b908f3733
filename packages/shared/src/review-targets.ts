import { z } from 'zod';
import { updateBody, wholeNumber } from './fields.js';
import type { CircleTargets, ReviewTargets, StepTargets } from './sla.js';
import { WAITING_STEPS } from './lifecycle.js';
import { View } from './enums.js';
import { CLAIM_MESSAGES, CLAIM_MINUTES_MAX, CLAIM_MINUTES_MIN } from './review-claims.js';

/** The review targets' setting (issue 41) as the API takes and answers it; the rule itself is sla.ts. */
export const REVIEW_TARGET_MESSAGES = {
  days: 'A target is a number of working days from 0.5 to 365, in half days',
  workingDays: 'Choose at least one working day of the week',
  dueSoon: 'Due soon starts at a whole percentage of the target from 10 to 95',
  circle: 'A circle’s targets are named by the circle',
  saved: 'The review targets are saved',
} as const;
const M = REVIEW_TARGET_MESSAGES;

const TargetDays = z
  .number({ error: M.days })
  .min(0.5, M.days)
  .max(365, M.days)
  .refine((n) => Number.isInteger(n * 2), { error: M.days });

/** A target per step in working days; null: no target for that step. */
const StepTargetsSchema = z.strictObject({
  installed: TargetDays.nullable(),
  live: TargetDays.nullable(),
  recommended: TargetDays.nullable(),
  rejected: TargetDays.nullable(),
}) satisfies z.ZodType<StepTargets>;

/** A circle's own targets: the steps it names replace the targets of everywhere else. */
const CircleTargetsSchema = z.strictObject({
  installed: TargetDays.optional(),
  live: TargetDays.optional(),
  recommended: TargetDays.optional(),
  rejected: TargetDays.optional(),
}) satisfies z.ZodType<CircleTargets>;

/** The targets as stored and sent: every step's, the circles' own, the working week and when due soon starts. */
export const ReviewTargetsSchema = z.object({
  steps: StepTargetsSchema,
  /** By circle name (as the installations hold it). */
  circles: z.record(
    z.string({ error: M.circle }).trim().min(1, M.circle).max(100, M.circle),
    CircleTargetsSchema,
  ),
  workingDays: z
    .array(z.number().int().min(1).max(7), { error: M.workingDays })
    .min(1, M.workingDays)
    .refine((days) => new Set(days).size === days.length, { error: M.workingDays }),
  /** An installation is due soon once this share of its target has passed. */
  dueSoonPercent: z.number({ error: M.dueSoon }).int(M.dueSoon).min(10, M.dueSoon).max(95, M.dueSoon),
  /** How long a reviewer's claim lasts ("Start reviewing"). */
  claimMinutes: z
    .number({ error: CLAIM_MESSAGES.minutes })
    .int(CLAIM_MESSAGES.minutes)
    .min(CLAIM_MINUTES_MIN, CLAIM_MESSAGES.minutes)
    .max(CLAIM_MINUTES_MAX, CLAIM_MESSAGES.minutes),
}) satisfies z.ZodType<ReviewTargets>;

/** GET /settings/review-targets: the targets, their version (0: never set) and who set them last, when. */
export const ReviewTargetsSetting = ReviewTargetsSchema.extend({
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ReviewTargetsSetting = z.infer<typeof ReviewTargetsSetting>;
export const ReviewTargetsResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: ReviewTargetsSetting,
});

/** PUT /settings/review-targets: the whole targets, with the version read (409 when another change came first). */
export const ChangeReviewTargets = updateBody({ version: wholeNumber(0), ...ReviewTargetsSchema.shape });
export type ChangeReviewTargets = z.infer<typeof ChangeReviewTargets>;

/** How the dashboard's waiting table groups installations (issue 41). */
export const WAITING_GROUPS = ['circle', 'division', 'officer'] as const;
export type WaitingGroup = (typeof WAITING_GROUPS)[number];
/** The most rows it answers: the areas or officers with the most overdue, then the longest 90th percentile. */
export const WAITING_ROWS = 25;

/** GET /dashboard/waiting: one view's installations waiting in one step, grouped by circle, division or officer. */
export const WaitingQuery = z.object({
  view: View.default('Meters'),
  step: z.enum(WAITING_STEPS).default('live'),
  by: z.enum(WAITING_GROUPS).default('division'),
});
export type WaitingQuery = z.infer<typeof WaitingQuery>;

export const WaitingRow = z.object({
  /** The circle or division's name, or the officer's id (null: installations with no circle or division). */
  key: z.string().nullable(),
  /** What the row is called on screen: the area's name or the officer's. */
  name: z.string().nullable(),
  waiting: z.number().int(),
  /** The median and 90th-percentile wait in the step, in hours. */
  medianHours: z.number(),
  p90Hours: z.number(),
  overdue: z.number().int(),
});
export type WaitingRow = z.infer<typeof WaitingRow>;
/**
 * A day of the overdue trend: what waited in the step and how much of it was past its target, as last recorded
 * that day; both null on a day nothing was recorded.
 */
export const OverdueDay = z.object({
  day: z.string(),
  waiting: z.number().int().nullable(),
  overdue: z.number().int().nullable(),
});
export type OverdueDay = z.infer<typeof OverdueDay>;
export const WaitingResponse = z.object({
  success: z.literal(true),
  data: z.object({
    step: z.enum(WAITING_STEPS),
    by: z.enum(WAITING_GROUPS),
    /** The target of the step everywhere, in working days (null: none); a circle's own may differ. */
    targetDays: z.number().nullable(),
    /** How many areas or officers have installations in the step (rows holds at most WAITING_ROWS). */
    groups: z.number().int(),
    rows: z.array(WaitingRow),
    /** The step's last TREND_DAYS days, oldest first (issue 41's overdue trend). */
    trend: z.array(OverdueDay),
  }),
});
export type WaitingResponse = z.infer<typeof WaitingResponse>;
