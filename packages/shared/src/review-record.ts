import { z } from 'zod';

/**
 * The review record (issue 36): each recommendation and decision on an installation as an event the server
 * writes and nobody edits (DESIGN §5). An installation's `comments` is the installer's free note and is never
 * read as a reviewer's entry.
 */
export const INSTALLATION_KINDS = ['meter', 'modem'] as const;
export type InstallationKind = (typeof INSTALLATION_KINDS)[number];

/**
 * An installation's steps: installed; a BI_ADMIN's recommendation; a person's commission decision (a reopen is a
 * decision back to Pending); the auto-commissioning rule's decision, and the super admin undoing one; a change
 * to a decided installation's identity or evidence, which sends it back to review.
 */
export const REVIEW_EVENT_KINDS = [
  'installed',
  'recommendation',
  'decision',
  'auto-commission',
  'auto-commission-undone',
  'evidence-changed',
] as const;
export type ReviewEventKind = (typeof REVIEW_EVENT_KINDS)[number];

export const ReviewEvent = z.object({
  id: z.number().int(),
  kind: z.enum(REVIEW_EVENT_KINDS),
  at: z.string(),
  /** Who, as they were when they acted; none for a rule. */
  actorId: z.number().int().nullable(),
  actorRole: z.string().nullable(),
  actorName: z.string(),
  /** A recommendation's tech support statuses; a decision's commission statuses. */
  from: z.string().nullable(),
  to: z.string(),
  category: z.string().nullable(),
  comment: z.string().nullable(),
  /** For the rule's decision: the rule and what it read. */
  rule: z.record(z.string(), z.unknown()).nullable(),
});
export type ReviewEvent = z.infer<typeof ReviewEvent>;
export const ReviewRecordResponse = z.object({ success: z.literal(true), data: z.array(ReviewEvent) });
