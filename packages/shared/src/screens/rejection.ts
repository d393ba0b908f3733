import { REJECTION_REASONS, type RejectionReasonLabel } from '../lifecycle.js';
import { isRejectionCategory, REJECTION_CATEGORIES, REJECTION_CATEGORY_LABELS } from '../meter-values.js';

/**
 * Why a rejected installation was rejected, as every list, filter and export says it (issue 36):
 * - its **Reason** is the category the super admin decided (technical, documentation, location,
 *   communication, other), in words;
 * - its **Rejection Type** is what the lifecycle derives from its fields (REASON_RULES: Technical Issues when
 *   a BI_ADMIN recommended rejecting it, Commission Rejected when it is LIVE, Inactive when silent: the
 *   labels SPEC §2.5 offered as "reasons"), a column and a filter of its own.
 * The API keeps its parameters: `category` filters by the Reason, `reason` by the Rejection Type.
 */
export const REJECTION_COLUMNS = { reason: 'Reason', rejectionType: 'Rejection Type' } as const;

/** The export columns read from the review record: who made the latest decision, and what they said. */
export const DECISION_EXPORT_COLUMNS = {
  rejectedBy: 'Rejected By',
  rejectionComment: 'Rejection Comment',
  approvedBy: 'Approved By',
} as const;

/** A stored category in words; a value outside the list as it is, none as null. */
export const rejectionCategoryLabel = (category: string | null | undefined): string | null =>
  isRejectionCategory(category) ? REJECTION_CATEGORY_LABELS[category] : (category ?? null);

/** The categories as a filter's options: the stored value and its words. */
export const REJECTION_CATEGORY_OPTIONS = REJECTION_CATEGORIES.map((value) => ({
  value,
  label: REJECTION_CATEGORY_LABELS[value],
}));

/** The meter lists' Reason filter (SPEC §2.5 "All Reasons"): by the category decided. */
export const REASON_FILTER = {
  param: 'category',
  label: 'Reason filter',
  all: 'All Reasons',
  options: REJECTION_CATEGORY_OPTIONS,
} as const;

/**
 * The Rejection Types in words on screens: "Commission Rejected" is also a page's name, so on screens that type
 * reads "Rejected while live" (issue 38); the API's `reason` values and the exports keep SPEC §2.5's labels.
 */
export const REJECTION_TYPE_WORDS = {
  'Technical Issues': 'Technical Issues',
  'Commission Rejected': 'Rejected while live',
  Inactive: 'Inactive',
} as const satisfies Record<RejectionReasonLabel, string>;
/** A derived Rejection Type in words; none as null. */
export const rejectionTypeWord = (type: RejectionReasonLabel | null | undefined): string | null =>
  type ? REJECTION_TYPE_WORDS[type] : null;

/** The Rejection Type filter: SPEC §2.5's derived labels, each able to match. */
export const REJECTION_TYPE_FILTER = {
  param: 'reason',
  label: 'Rejection Type filter',
  all: 'All Rejection Types',
  options: REJECTION_REASONS.map((value) => ({ value, label: REJECTION_TYPE_WORDS[value] })),
} as const;
