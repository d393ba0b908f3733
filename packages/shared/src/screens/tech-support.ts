import { METER_LIFECYCLE } from '../meter-values.js';
import { RECOMMENDATION_VALUES, RECOMMENDATION_WORDS, WAITING_COLUMN } from '../lifecycle.js';
import { formatCount } from './numbers.js';

/**
 * The review screens (SPEC §2.8, §8; DESIGN §5, §7): the super admin's Tech Support Management list, the
 * approve and reject dialogs, moving through a list from a dialog, and bulk decisions.
 */

/** Tech Support Management (super admin): the pending meters and their recommendations. */
export const TECH_SUPPORT_LIST_TEXTS = {
  searchPlaceholder: 'Search by meter number, DTR, substation, field officer or tech support status...',
  reviewFilter: 'Recommendation filter',
  allPending: 'All awaiting review',
  divisionFilter: 'Division filter',
  allDivisions: 'All Divisions',
  loading: 'Loading pending meters...',
  empty: 'No tech support requests found matching your criteria',
  errorTitle: 'Error Loading Data',
  error: 'Failed to load pending meters with tech support data. Please try again.',
  tryAgain: 'Try Again',
  /** The export's file name prefix (SPEC §2.8); the server names the file, with the date. */
  exportPrefix: 'pending-meters-tech-support',
  openRow: (meterSno: string) => `Compare meter ${meterSno} with the DTR master`,
} as const;

/** Tech Support Management's recommendation filter (DESIGN §7): which recommendation stands, or none. */
export const RECOMMENDATION_FILTER = {
  param: 'recommendation',
  label: TECH_SUPPORT_LIST_TEXTS.reviewFilter,
  all: TECH_SUPPORT_LIST_TEXTS.allPending,
  options: RECOMMENDATION_VALUES.map((value) => ({ value, label: RECOMMENDATION_WORDS[value] })),
} as const;

/** The columns of SPEC §2.8. */
export const TECH_SUPPORT_COLUMNS = {
  meterSno: 'Meter S.No',
  dtrSno: 'DTR S.No',
  substationName: 'Substation',
  division: 'Division',
  fieldOfficer: 'Field Officer',
  /** The column shows the BI_ADMIN's recommendation (DESIGN §7: one name for it, as in the dialog). */
  techSupportStatus: 'Recommendation',
  commissionStatus: 'Commission Status',
  installedOn: 'Installed On',
  waiting: WAITING_COLUMN,
  actions: 'Actions',
  recommendation: 'Recommendation',
  /** Whether the head-end hears the meter: approving one it never heard is worth a second look (issue 38). */
  communication: 'Communication',
} as const;

/** Approve, reject, and what each answer means (SPEC §8's failure texts, DESIGN §5's 409). */
export const REVIEW_TEXTS = {
  approve: 'Approve',
  reject: 'Reject',
  approveRow: (meterSno: string) => `Approve meter ${meterSno}`,
  rejectRow: (meterSno: string) => `Reject meter ${meterSno}`,
  approveTitle: (what: string) => `Approve ${what}?`,
  approveBody: 'Approved meters move to Commission Accepted.',
  /** Said in the approval's confirmation of a meter the head-end has never heard from. */
  neverCommunicated: 'This meter has never communicated with the head-end. Approve it only if you know why.',
  /** Said in the approval's confirmation of a meter a BI admin recommended rejecting (issue 38 walk). */
  recommendedReject: 'A BI admin recommended rejecting this meter. Approve it only if you disagree.',
  rejectTitle: (what: string) => `Reject ${what}`,
  rejectBody: 'Say why, so the field officer knows what to fix.',
  oneMeter: (meterSno: string) => `meter ${meterSno}`,
  manyMeters: (n: number) => `${formatCount(n)} meters`,
  confirm: 'Confirm',
  cancel: 'Cancel',
  saving: 'Saving...',
  category: 'Rejection category',
  chooseCategory: 'Choose a category',
  categoryRequired: METER_LIFECYCLE.categoryRequired,
  comment: 'Comment',
  commentRequired: METER_LIFECYCLE.rejectCommentRequired,
  approved: (meterSno: string) => `Meter ${meterSno} approved`,
  rejected: (meterSno: string) => `Meter ${meterSno} rejected`,
  approveFailed: 'Failed to approve meter. Please try again.',
  rejectFailed: 'Failed to reject meter. Please try again.',
  stale: 'Someone else changed this meter first. Its current state is shown now; review it again.',
  decided: (status: string) => `This meter is already ${status}.`,
  /** The decision's toast offers to take it back for a while (issue 38), instead of a confirmation before. */
  undo: 'Undo',
  undone: (what: string) => `Decision on ${what} undone: it awaits a decision again`,
  undoFailed: 'Failed to undo the decision. Please try again.',
} as const;

/** Sending a rejected meter back to review, and revoking an approval (issue 36). */
export const REWORK_TEXTS = {
  reopen: 'Reopen for review',
  reopenTitle: (what: string) => `Reopen ${what}?`,
  reopenBody: 'It goes back to review with its whole record; only the super admin can approve it.',
  fixed: 'What was fixed',
  fixedRequired: METER_LIFECYCLE.reopenCommentRequired,
  reopened: (meterSno: string) => `Meter ${meterSno} reopened for review`,
  reopenFailed: 'Failed to reopen the meter. Please try again.',
  revoke: 'Revoke approval',
  revoked: (meterSno: string) => `Approval of meter ${meterSno} revoked`,
  revokeFailed: 'Failed to revoke the approval. Please try again.',
} as const;

/** Previous/Next through the list a dialog was opened from, across its pages. */
export const REVIEW_NAV_TEXTS = {
  previous: 'Previous',
  next: 'Next',
  previousLabel: 'Previous meter in the list',
  nextLabel: 'Next meter in the list',
  /** "3 of 120", or "3 of about 12,34,567" when the list's total is an estimate (issue 12). */
  position: (n: number, total: number, estimate = false) =>
    `${formatCount(n)} of ${estimate ? 'about ' : ''}${formatCount(total)}`,
  keys: 'Keys: J next, K previous',
  reviewKeys: 'Keys: J next, K previous, A approve, R reject, U undo',
  recommendKeys: 'Keys: J next, K previous, A recommend approval, R recommend rejection, Ctrl+Enter send',
  /** The open record left the list (decided elsewhere): not "1 of 0". */
  leftList: (total: number, estimate = false) =>
    `No longer in this list (${estimate ? 'about ' : ''}${formatCount(total)} left)`,
  /** The review dialog's foot: Previous · the decision · Next, on every tab. */
  bar: 'Decision',
  /** A review queue's header: how many installations the view in force still holds (issue 38). */
  left: (n: number, estimate = false) => `${estimate ? 'About ' : ''}${formatCount(n)} left`,
  compare: 'Comparison',
  details: 'Details',
  history: 'History',
  techSupport: 'Tech Support',
} as const;

/** Selecting rows across pages and deciding them at once. */
export const BULK_TEXTS = {
  selectRow: (meterSno: string) => `Select meter ${meterSno}`,
  selectPage: 'Select every meter on this page',
  selected: (n: number) => `${formatCount(n)} selected`,
  acrossPages: 'Selections are kept when you change page.',
  /** Beyond the page: every meter the filters match, up to what one bulk decision takes. */
  selectMatching: (total: number, max: number) =>
    total > max
      ? `Select the first ${formatCount(max)} of ${formatCount(total)} matching`
      : `Select all ${formatCount(total)} matching`,
  selectingMatching: 'Selecting…',
  selectMatchingFailed: 'The matching meters could not be loaded. Nothing else was selected.',
  clear: 'Clear selection',
  approveSelected: 'Approve selected',
  rejectSelected: 'Reject selected',
  resultTitle: (done: number, total: number) => `${formatCount(done)} of ${formatCount(total)} done`,
  resultDescription: 'What happened to each selected meter. Refused meters were left unchanged.',
  close: 'Back to the list',
  /** The bulk confirmation names what it decides: the meters and how they were recommended. */
  mix: (approve: number, reject: number, none: number) =>
    [
      approve && `${formatCount(approve)} recommended approve`,
      reject && `${formatCount(reject)} recommended reject`,
      none && `${formatCount(none)} without a recommendation`,
    ]
      .filter(Boolean)
      .join(' · '),
  chosen: 'Chosen meters',
  neverCommunicated: (n: number) =>
    `${formatCount(n)} ${n === 1 ? 'has' : 'have'} never communicated with the head-end.`,
  andMore: (n: number) => `and ${formatCount(n)} more`,
  failed: 'The decision could not be sent. Nothing was changed.',
  outcome: {
    done: 'Done',
    stale: 'Changed by someone else',
    'not-allowed': 'Not allowed',
    'not-found': 'Not found',
  },
  columns: { meter: 'Meter', outcome: 'Outcome', message: 'Details' },
} as const;
