import { z } from 'zod';
import { wholeNumber } from './fields.js';
import { PhotoFault } from './rework.js';

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
 * to a decided installation's identity or evidence, which sends it back to review; a person undoing their own
 * Approve or Reject within minutes of it (lifecycle.ts undoRefusal).
 */
export const REVIEW_EVENT_KINDS = [
  'installed',
  'recommendation',
  'decision',
  'auto-commission',
  'auto-commission-undone',
  'evidence-changed',
  'decision-undone',
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
  /** A rejection's photos at fault and why (issue 42); null when it named none. */
  photoFaults: z.array(PhotoFault).nullable(),
});
export type ReviewEvent = z.infer<typeof ReviewEvent>;
export const ReviewRecordResponse = z.object({ success: z.literal(true), data: z.array(ReviewEvent) });

/**
 * A page of an installation's History (GET /meters/{id}/history): the newest `limit` entries at or before the
 * instant `to` (inclusive, so entries of one transaction are never split; the screen drops those it has shown).
 */
export const HistoryQuery = z.object({
  to: z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date-time with a time zone' }).optional(),
  limit: wholeNumber(1, 100).default(20),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

/** One History line: a step of the review record, or another change from the audit log. */
export const HistoryEntry = z.object({
  /** Unique across both sources ("record-12", "audit-40"). */
  key: z.string(),
  at: z.string(),
  label: z.string(),
  /** None for what nobody signed in did (an import's rule). */
  actorName: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  category: z.string().nullable(),
  comment: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;
export const HistoryResponse = z.object({ success: z.literal(true), data: z.array(HistoryEntry) });
