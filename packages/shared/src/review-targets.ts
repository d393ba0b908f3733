import { z } from 'zod';
import { updateBody, wholeNumber } from './fields.js';
import type { CircleTargets, ReviewTargets, StepTargets } from './sla.js';

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
