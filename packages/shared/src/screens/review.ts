import type { DiscomField } from '../discom-rule.js';
import type { ReviewEventKind } from '../review-record.js';
import { DISCOM_MESSAGES } from '../discom-messages.js';

/** The meter's History tab: its audit entries, newest first (issue 9 item 7). */
export const METER_HISTORY_TEXTS = {
  label: 'Meter history',
  loading: 'Loading history...',
  empty: 'No changes recorded yet',
  failed: 'Failed to load the meter history',
  retry: 'Retry',
  showMore: 'Show more',
  loadingMore: 'Loading more...',
  /** Who made a change nobody signed in made (auto-commissioning, an import). */
  system: 'System',
  change: (from: string, to: string) => `${from} → ${to}`,
  changeLabel: 'Change',
  comment: 'Comment',
  category: 'Rejection category',
} as const;

/** A meter's comments: the installer's note, then the review record (who, when, what), newest last. */
export const REVIEW_RECORD_TEXTS = {
  label: 'Review record',
  empty: 'No recommendation or decision yet',
  note: 'Installer’s note',
  noNote: 'No note',
  failed: 'The review record could not be loaded.',
  kind: {
    installed: 'Installed',
    recommendation: 'Recommended',
    decision: 'Decided',
    'auto-commission': 'Approved by the rule',
    'auto-commission-undone': 'Undid the automatic approval',
    'evidence-changed': 'Changed the evidence',
    'decision-undone': 'Undid the decision',
  } satisfies Record<ReviewEventKind, string>,
  /** A decision back to Pending: the installation was sent back to review. */
  reopened: 'Reopened',
  rule: 'Auto-commissioning rule',
  /** The review dialog's decision header, on every tab: the recommendation that stands. */
  header: 'Recommendation',
  noRecommendation: 'No BI admin recommendation stands.',
  recommendedBy: (name: string) => `by ${name}`,
  /** A 409 worded from the record: who changed the installation first, and to what. */
  changedFirst: (name: string, what: string, status: string) =>
    `${name} got there first (${what}: ${status}). Its current state is shown now; review it again.`,
  /** The same 409 when the last change was the reviewer's own (another tab, or a key pressed twice). */
  changedBySelf: (what: string, status: string) =>
    `You already changed it (${what}: ${status}). Its current state is shown now.`,
} as const;

/** The Data Comparison dialog's content (SPEC §2.8, §8). */
export const DATA_COMPARISON_TEXTS = {
  label: 'Data comparison',
  loading: 'Loading comparison data...',
  field: 'Field',
  discom: 'Discom reference data',
  meter: 'Meter data',
  result: 'Result',
  differs: 'Differs',
  matches: 'Matches',
  notCompared: 'Not compared',
  allMatch: 'All fields match',
  fieldsDiffer: (n: number) => (n === 1 ? '1 field differs' : `${n} fields differ`),
  commissioned: 'This meter was approved automatically because its data matched the DTR master.',
  noDtr: DISCOM_MESSAGES.noDtrToCompare,
  failed: DISCOM_MESSAGES.comparisonFailed,
  notInMaster: DISCOM_MESSAGES.dtrNotFound,
  retry: 'Retry',
  empty: 'N/A',
} as const;

/** The seven compared fields' row labels, in the dialog's order (SPEC §2.8). */
export const COMPARISON_FIELD_LABELS: Record<DiscomField, string> = {
  dtrNo: 'DTR Number',
  substation: 'Substation Name',
  district: 'District/Division',
  edc: 'EDC/Organization',
  capacity: 'Capacity',
  region: 'Region',
  status: 'Status',
};
