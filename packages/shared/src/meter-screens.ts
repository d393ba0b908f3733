import type { ConsoleRole } from './roles.js';
import { PAGES } from './roles.js';
import { ACCEPTANCE_FILTERS, METER_STATUSES, REVIEW_FILTERS } from './meter-values.js';
import { ACCEPTANCE_WORDS, labelState, REVIEW_WORDS, STATE_WORDS, WAITING_COLUMN } from './lifecycle.js';
import type { MeterStage, TechSupportUpdate } from './meters.js';
import { REASON_FILTER, REJECTION_COLUMNS, REJECTION_TYPE_FILTER } from './screens/rejection.js';
import { SLA_FILTER } from './screens/review-targets.js';
import { CLAIM_FILTER } from './screens/review-claims.js';
import { FLAG_FILTER } from './flags.js';

/**
 * The meter list screens of SPEC §2.5, texts verbatim, so the web screens and the browser tests read
 * the same constants. Filters whose options could never match are replaced (DESIGN §6).
 */
export type MeterFilterParam =
  'status' | 'category' | 'reason' | 'review' | 'acceptance' | 'sla' | 'claim' | 'flag';

export interface MeterScreenFilter {
  param: MeterFilterParam;
  /** The accessible name of the select. */
  label: string;
  /** The first option, meaning "no filter". */
  all: string;
  options: readonly (string | { value: string; label: string })[];
}

export interface MeterScreenTexts {
  loading: string;
  empty: string;
  error: string;
  searchPlaceholder: string;
}

export interface MeterScreen {
  stage: MeterStage;
  filter: MeterScreenFilter;
  /** Filters after the first: the rejected list's Rejection Type, the SLA, the claim, the flags. */
  moreFilters?: readonly MeterScreenFilter[];
  texts: MeterScreenTexts;
  /** The accepted list keeps a fixed header over a body of at most 600 px; the others 70vh. */
  tall: boolean;
  /** The filter's value when the address names none: a review queue opens on what awaits the reviewer. */
  defaultFilter?: string;
}

/** The four meter list pages of each role (SPEC §2.1), by their path. */
export const METER_LIST_PAGES = {
  [PAGES.metersInstalled]: 'installed',
  [PAGES.metersCommissioned]: 'commissioned',
  [PAGES.commissionRejected]: 'rejected',
  [PAGES.commissionDone]: 'accepted',
} as const;
export type MeterListPage = (typeof METER_LIST_PAGES)[keyof typeof METER_LIST_PAGES];

/** The stage a role's list page shows: BI_ADMIN's commissioned page is "Pending Meters Review" (SPEC §2.5). */
export const meterPageStage = (role: ConsoleRole, page: MeterListPage): MeterStage =>
  role === 'BI_ADMIN' && page === 'commissioned' ? 'pending-review' : page;

export const METER_LIST_TEXTS = {
  loading: 'Loading meters data...',
  empty: 'No meters found',
  error: 'Failed to load meters data',
  rejectedError: 'Failed to load rejected meters data',
  acceptedError: 'Failed to load approved meters data',
  searchPlaceholder: 'Search by meter number, DTR number, substation, feeder or field officer...',
  commissionedSearchPlaceholder: 'Search by meter number, customer, location, or field officer...',
  divisionFilter: 'Division filter',
  allDivisions: 'All Divisions',
  retry: 'Retry',
  openRow: (meterSno: string) => `Open details of meter ${meterSno}`,
} as const;

const base = (error: string, searchPlaceholder: string = METER_LIST_TEXTS.searchPlaceholder) => ({
  loading: METER_LIST_TEXTS.loading,
  empty: METER_LIST_TEXTS.empty,
  error,
  searchPlaceholder,
});

/** An API Status value as a filter option: the value sent, its state's one word shown (DESIGN §7). */
const statusOption = (value: (typeof METER_STATUSES)[number]) => ({
  value,
  label: STATE_WORDS[labelState('meterList', value)],
});

/** PENDING is left out of the commissioned filter: a LIVE meter is never PENDING (DESIGN §6). */
const LIVE_STATUSES = (['COMMISSIONED', 'ACTIVE', 'INACTIVE'] as const).map(statusOption);

/** The review filter: whether a recommendation stands (Approve or reject) or not (None). */
export const REVIEW_FILTER = {
  param: 'review',
  label: 'Recommendation filter',
  all: 'All awaiting review',
  options: REVIEW_FILTERS.map((value) => ({ value, label: REVIEW_WORDS[value] })),
} as const satisfies MeterScreenFilter;

export const METER_SCREENS = {
  installed: {
    stage: 'installed',
    filter: {
      param: 'status',
      label: 'Status filter',
      all: 'All Status',
      options: METER_STATUSES.map(statusOption),
    },
    moreFilters: [SLA_FILTER, FLAG_FILTER.meter],
    texts: base(METER_LIST_TEXTS.error),
    tall: true,
  },
  commissioned: {
    stage: 'commissioned',
    filter: { param: 'status', label: 'Status filter', all: 'All Status', options: LIVE_STATUSES },
    moreFilters: [SLA_FILTER, FLAG_FILTER.meter],
    texts: base(METER_LIST_TEXTS.error, METER_LIST_TEXTS.commissionedSearchPlaceholder),
    tall: true,
  },
  'pending-review': {
    stage: 'pending-review',
    filter: REVIEW_FILTER,
    moreFilters: [SLA_FILTER, CLAIM_FILTER, FLAG_FILTER.meter],
    texts: base(METER_LIST_TEXTS.error),
    tall: true,
    defaultFilter: 'No Status' satisfies (typeof REVIEW_FILTERS)[number],
  },
  rejected: {
    stage: 'rejected',
    // The Reason is the category decided; the derived label is the Rejection Type (screens/rejection.ts).
    filter: REASON_FILTER,
    moreFilters: [REJECTION_TYPE_FILTER, SLA_FILTER, FLAG_FILTER.meter],
    texts: base(METER_LIST_TEXTS.rejectedError),
    tall: true,
  },
  accepted: {
    stage: 'accepted',
    filter: {
      param: 'acceptance',
      label: 'Status filter',
      all: 'All Status',
      options: ACCEPTANCE_FILTERS.map((value) => ({ value, label: ACCEPTANCE_WORDS[value] })),
    },
    // An accepted meter is flagged when a later install repeats its number or its photos.
    moreFilters: [FLAG_FILTER.meter],
    texts: base(METER_LIST_TEXTS.acceptedError),
    tall: false,
  },
} as const satisfies Record<MeterStage, MeterScreen>;

/**
 * The columns of every meter list (SPEC §2.5); the super admin's rejected and accepted lists add Reason, and
 * its rejected list the Rejection Type.
 */
export const METER_COLUMNS = {
  id: 'Meter ID',
  meterSno: 'Meter Number',
  substationName: 'Substation',
  feederName: 'Feeder',
  installedOn: 'Installation Date',
  waiting: WAITING_COLUMN,
  status: 'Status',
  reason: REJECTION_COLUMNS.reason,
  rejectionType: REJECTION_COLUMNS.rejectionType,
} as const;

/** The Reason column of the super admin's accepted list. */
export const ACCEPTED_REASON = {
  auto: ACCEPTANCE_WORDS['Auto-Commissioned'],
  approved: ACCEPTANCE_WORDS.Approved,
} as const;

/** The meter detail dialog (SPEC §2.5), left column in order. */
export const METER_DETAIL_LABELS = {
  meterSno: 'Meter S.No',
  dtrSno: 'DTR S.No',
  communicationStatus: 'Communication Status',
  installedOn: 'Installed On',
  lastCommunicatedAt: 'Last Communicated',
  feederName: 'Feeder Name',
  feederNumber: 'Feeder Number',
  substationName: 'Substation Name',
  substationNumber: 'Substation Number',
  section: 'Section',
  subDivision: 'Sub Division',
  division: 'Division',
  circle: 'Circle',
  organization: 'Organization',
  commissionStatus: 'Commission Status',
  fieldOfficer: 'Field Officer',
  /** The BI_ADMIN's verdict since the last reopen (SPEC §2.8's tech support status, issue 36). */
  recommendation: 'Recommendation',
  /** The super admin's working status, apart from the verdict: it moves nothing between queues. */
  techSupportStatus: 'Tech Support Status',
  comments: 'Comments',
} as const;

export const METER_DETAIL_TEXTS = {
  title: (meterSno: string) => `Meter Details - ${meterSno}`,
  photos: 'Meter Photos',
  noPhoto: 'No photos yet',
  photoUnavailable: 'Photo unavailable',
  photoAlt: (slot: number, meterSno: string) => `Meter photo ${slot} of ${meterSno}`,
  notAvailable: 'N/A',
  invalidDate: 'Invalid Date',
  offline: 'Offline',
  pending: 'Pending',
  edit: 'Edit',
  save: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  reload: 'Reload',
  updated: 'Meter updated successfully',
  description: 'Installation, communication and commissioning details with the meter photos.',
  editDescription: 'Change the meter record; the changes are saved with the version you read.',
} as const;

/** The edit form's fields (what PUT /meters/{id} may change), in the dialog's order, with their limits. */
export const METER_EDIT_FIELDS = [
  { name: 'meterSno', label: METER_DETAIL_LABELS.meterSno, max: 60, required: true },
  { name: 'dtrSno', label: METER_DETAIL_LABELS.dtrSno, max: 60 },
  { name: 'feederName', label: METER_DETAIL_LABELS.feederName, max: 200 },
  { name: 'feederNumber', label: METER_DETAIL_LABELS.feederNumber, max: 60 },
  { name: 'substationName', label: METER_DETAIL_LABELS.substationName, max: 200 },
  { name: 'substationNumber', label: METER_DETAIL_LABELS.substationNumber, max: 60 },
  { name: 'section', label: METER_DETAIL_LABELS.section, max: 200 },
  { name: 'subDivision', label: METER_DETAIL_LABELS.subDivision, max: 200 },
  { name: 'division', label: METER_DETAIL_LABELS.division, max: 200 },
  { name: 'circle', label: METER_DETAIL_LABELS.circle, max: 200 },
  { name: 'organization', label: METER_DETAIL_LABELS.organization, max: 200 },
  { name: 'dtrCapacity', label: 'DTR Capacity', max: 60 },
  { name: 'phone', label: 'Phone', max: 20 },
] as const;

export const METER_EDIT_TEXTS = {
  installedOn: METER_DETAIL_LABELS.installedOn,
  comments: METER_DETAIL_LABELS.comments,
  meterSnoRequired: 'Meter number is required',
  invalidPhone: 'Please enter a valid phone number: 10 digits starting with 6, 7, 8 or 9',
} as const;

/** The BI admin's tech support update on the pending-review dialog (SPEC §2.8, §5, §8). */
export const TECH_SUPPORT_TEXTS = {
  heading: 'Update Tech Support Status',
  status: 'Status',
  selectStatus: 'Select a status',
  comment: 'Comment (optional)',
  update: 'Update',
  updating: 'Updating...',
  statusRequired: 'Please select a status',
  failed: 'Failed to update tech support status. Please try again.',
  /** A rejection is a recommendation the field officer must act on: it says why (issue 9). */
  commentRequired: 'A comment is required to recommend rejection.',
  /** The BI admin's form in the decision bar: a recommendation, named as History and the header name it. */
  recommendation: 'Recommendation',
  recommendForm: 'Your recommendation',
  chooseRecommendation: 'Choose Approve or Reject',
  recommend: 'Recommend',
} as const;

/** The super admin's tech support update dialog: the workflow statuses of SPEC §2.8. */
export const SUPER_ADMIN_TECH_SUPPORT_STATUSES = [
  'PENDING',
  'IN_PROGRESS',
  'RESOLVED',
  'ESCALATED',
  'CLOSED',
  'COMMISSIONED',
] as const satisfies readonly TechSupportUpdate['techSupportStatus'][];

/** What a BI admin may set; the server also takes the super admin's workflow statuses. */
export const BI_ADMIN_TECH_SUPPORT_STATUSES = [
  'Approved',
  'Rejected',
] as const satisfies readonly TechSupportUpdate['techSupportStatus'][];
