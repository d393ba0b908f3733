import { z } from 'zod';

/**
 * The review record (issue 36): each recommendation and decision on an installation as an event the server
 * writes and nobody edits (DESIGN §5). An installation's `comments` is the installer's free note and is never
 * read as a reviewer's entry.
 */
export const INSTALLATION_KINDS = ['meter', 'modem'] as const;
export type InstallationKind = (typeof INSTALLATION_KINDS)[number];

/** A BI_ADMIN's recommendation, a person's commission decision, or the auto-commissioning rule's decision. */
export const REVIEW_EVENT_KINDS = ['recommendation', 'decision', 'auto-commission'] as const;
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
