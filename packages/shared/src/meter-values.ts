import {
  ACCEPTANCE_RULES,
  REVIEW_RULES,
  STAGE_RULES,
  type OfficerFilterValue,
  type Stage,
  type StateLabel,
} from './lifecycle.js';

/**
 * The meter lists' stages, filters and sorts, the rejection categories and the lifecycle's messages, without the
 * zod schemas of the meter calls (meters.ts): a screen that only shows meters does not load zod (issue 12).
 */

/** The lists of SPEC §2.5, each a stage of the lifecycle (lifecycle.ts). */
export const METER_STAGES = Object.keys(STAGE_RULES) as [Stage, ...Stage[]];

/** The Status column of the meter lists (each state's meterList label), in the spec's filter order. */
export const METER_STATUSES = [
  'ACTIVE',
  'PENDING',
  'COMMISSIONED',
  'INACTIVE',
] as const satisfies readonly StateLabel<'meterList'>[];

/** BI_ADMIN "Pending Meters Review" filter: whether tech support has looked at the meter yet. */
export const REVIEW_FILTERS = Object.keys(REVIEW_RULES) as [
  keyof typeof REVIEW_RULES,
  ...(keyof typeof REVIEW_RULES)[],
];

/** Commission Accepted filter: how the approval came about. */
export const ACCEPTANCE_FILTERS = Object.keys(ACCEPTANCE_RULES) as [
  keyof typeof ACCEPTANCE_RULES,
  ...(keyof typeof ACCEPTANCE_RULES)[],
];

/** The officer-meters list filter (SPEC §2.6), in the spec's order: the lists the officer's count columns open. */
export const OFFICER_METER_FILTERS = [
  'Approved',
  'Rejected',
  'Pending',
  'Commissioned',
] as const satisfies readonly OfficerFilterValue[];

export const METER_SORTS = [
  'installedOn',
  'meterSno',
  'substationName',
  'feederName',
  'division',
  'stepSince',
  'id',
] as const;

/** Why a meter was rejected (issue 9): the values stored on the meter, and what the screens call them. */
export const REJECTION_CATEGORIES = [
  'technical',
  'documentation',
  'location',
  'communication',
  'other',
] as const;

/** A stored rejection category (meters.ts RejectionCategory is its schema). */
export type RejectionCategoryValue = (typeof REJECTION_CATEGORIES)[number];
export const isRejectionCategory = (value: string | null | undefined): value is RejectionCategoryValue =>
  (REJECTION_CATEGORIES as readonly (string | null | undefined)[]).includes(value);
export const REJECTION_CATEGORY_LABELS: Record<RejectionCategoryValue, string> = {
  technical: 'Technical',
  documentation: 'Documentation',
  location: 'Location',
  communication: 'Communication',
  other: 'Other',
};

/**
 * A rejection (a decision or a recommendation) says why: a category and a non-blank comment. The field
 * messages of what is missing, keyed by the request's own field names; null when nothing is. `texts`
 * names the installation (a meter unless told).
 */
export function rejectionProblems(
  given: { comment?: string | null; rejectionCategory?: string | null },
  commentField: 'comment' | 'comments' = 'comment',
  texts: { categoryRequired: string; rejectCommentRequired: string } = METER_LIFECYCLE,
): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (!given.rejectionCategory) problems.rejectionCategory = texts.categoryRequired;
  if (!given.comment?.trim()) problems[commentField] = texts.rejectCommentRequired;
  return Object.keys(problems).length ? problems : null;
}

/** The most meters one bulk decision may name (POST /meters/commission-status/bulk). */
export const BULK_MAX = 500;

/** What happened to one meter of a bulk decision: done, or refused and left as it was. */
export const BULK_OUTCOMES = ['done', 'stale', 'not-allowed', 'not-found'] as const;

export const METER_LIFECYCLE = {
  forbiddenTransition: (from: string, to: string) => `A meter cannot go from ${from} to ${to}.`,
  roleCannot: (role: string, from: string, to: string, allowed: readonly string[]) =>
    `Your role (${role}) cannot move a meter from ${from} to ${to}: only ${allowed.join(' or ')} can.`,
  commentRequired: 'A comment is required to reject an approved meter.',
  categoryRequired: 'Choose a rejection category',
  rejectCommentRequired: 'A comment is required to reject a meter.',
  reopenCommentRequired: 'Say what was fixed: a comment is required to reopen a meter.',
  bulkDone: (status: 'Approved' | 'Rejected', done: number, refused: number) =>
    `${done} ${done === 1 ? 'meter' : 'meters'} ${status.toLowerCase()}; ${refused} not changed.`,
  approved: 'Meter approved',
  rejected: 'Meter rejected',
  reopened: 'Meter reopened for review',
  /** POST /meters/{id}/undo-decision (lifecycle.ts undoRefusal). */
  undone: 'Meter decision undone: it awaits a decision again',
  nothingToUndo:
    'There is no decision to undo: the last change to this meter was not an approval or a rejection.',
  techSupportUpdated: 'Tech support status updated successfully!',
  /** A BI_ADMIN's verdict (Approved or Rejected) is a recommendation, and says so (DESIGN §7 vocabulary). */
  recommended: (verdict: string) => `Recommendation saved: ${verdict}.`,
  /** A recommendation (Approved or Rejected) on a meter already decided (issue 36). */
  recommendationOnDecided: (status: string) =>
    `This meter is already ${status}: a recommendation is for meters awaiting a decision.`,
  /** A BI_ADMIN sending a working status: it recommends, the working statuses are the super admin's. */
  recommendationOnly: 'A BI_ADMIN recommends Approved or Rejected.',
  /** An accepted meter's number (evidence.ts): the asset accepted is that meter. */
  identityLocked:
    'An accepted meter keeps its number. The super admin revokes the approval first; then correct the number and send the meter back to review.',
  /** What an edit that changed a reviewed meter's evidence answers, by where the meter was. */
  evidenceChanged: (from: string) =>
    from === 'Approved'
      ? 'Meter updated. Its evidence changed, so its approval no longer stands: it is back in review (Pending).'
      : from === 'Rejected'
        ? 'Meter updated. The change is in its review record; reopen the meter for review once the fix is complete.'
        : 'Meter updated. Its evidence changed, so the recommendation no longer stands: it awaits a new one.',
  /** An unreviewed meter's compared DTR details changed by hand (evidence.ts): the rule will not take it. */
  leftToPeople:
    'Meter updated. Its DTR details were changed by hand, so the auto-commissioning rule leaves it to the reviewers.',
  /** The review event's comment: which evidence changed, in the detail dialog's words. */
  evidenceChangedComment: (fields: readonly string[]) => `Changed: ${fields.join(', ')}`,
} as const;
