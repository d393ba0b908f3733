import type { ConsoleRole } from '../roles.js';
import { MODEM_EXPORT_PREFIXES, MODEM_STAGES, type ModemList } from '../modem-values.js';
import { PAGES } from '../roles.js';
import { labelState, STATE_WORDS, WAITING_COLUMN } from '../lifecycle.js';
import { REJECTION_CATEGORY_OPTIONS, REJECTION_COLUMNS, REJECTION_TYPE_FILTER } from './rejection.js';
import { SLA_FILTER } from './review-targets.js';
import { FLAG_FILTER } from '../flags.js';

/**
 * The modem list screens of SPEC §2.9, texts verbatim where the spec gives them, so the web screens and
 * the browser tests read the same constants. AE_ADMIN's lists keep their own column names (Serial Number,
 * Zone) on server data; status and category filters offer only what can match (DESIGN §6).
 */

/** The four modem list pages of each role (SPEC §2.1), by their path, and the list each asks for. */
export const MODEM_LIST_PAGES = {
  [PAGES.modemsInstalled]: 'all',
  [PAGES.modemsCommissioned]: 'commissioned',
  [PAGES.modemsCommissionDone]: 'accepted',
  [PAGES.modemsCommissionRejected]: 'rejected',
} as const satisfies Record<string, ModemList>;

export const MODEM_LIST_TEXTS = {
  loading: 'Loading modems data...',
  empty: 'No modems found matching your criteria',
  errors: {
    all: 'Failed to fetch modems data',
    commissioned: 'Failed to fetch commissioned modems data',
    accepted: 'Failed to fetch accepted modems data',
    rejected: 'Failed to fetch rejected modems data',
  } satisfies Record<ModemList, string>,
  searchPlaceholder:
    'Search by modem number, meter number, service number, phone, section, circle or subdivision...',
  statusFilter: 'Status filter',
  allStatus: 'All Status',
  categoryFilter: 'Category filter',
  allCategories: 'All Categories',
  divisionFilter: 'Division filter',
  allDivisions: 'All Divisions',
  /** A modem without a division (SPEC §2.9: unknown shown as Unknown). */
  unknown: 'Unknown',
  openRow: (modemSno: string) => `Open details of modem ${modemSno}`,
} as const;

/** Every column a modem list can show; each screen picks and names them. */
export type ModemColumnId =
  | 'id'
  | 'modemSno'
  | 'meterSno'
  | 'serviceNo'
  | 'phone'
  | 'section'
  | 'division'
  | 'fieldOfficer'
  | 'installedOn'
  | 'commissionDate'
  | 'waiting'
  | 'status'
  | 'communication'
  | 'category'
  | 'rejectionType';

export interface ModemColumnSpec {
  id: ModemColumnId;
  header: string;
}

export interface ModemScreenFilter {
  param: 'status' | 'category' | 'reason' | 'sla' | 'claim' | 'flag';
  label: string;
  all: string;
  options: readonly (string | { value: string; label: string })[];
}

export interface ModemScreen {
  list: ModemList;
  columns: readonly ModemColumnSpec[];
  filters: readonly ModemScreenFilter[];
  /** The BI roles' lists filter by division (SPEC §2.9). */
  division: boolean;
  texts: { loading: string; empty: string; error: string; searchPlaceholder: string };
  /** The start of the export's file name; the server adds the date (SPEC §2.9). */
  exportPrefix: string;
  /** The comments' label in the dialog: the rejected view calls them Rejection Reason (SPEC §2.9). */
  commentsLabel: string;
}

const col = (id: ModemColumnId, header: string): ModemColumnSpec => ({ id, header });

/** SPEC §2.9 AE_ADMIN columns: Modem ID, Serial Number (the modem number), Zone (the division), … */
const AE = {
  id: col('id', 'Modem ID'),
  modemSno: col('modemSno', 'Serial Number'),
  division: col('division', 'Zone'),
  fieldOfficer: col('fieldOfficer', 'Field Officer'),
  installedOn: col('installedOn', 'Installation Date'),
  commissionDate: col('commissionDate', 'Commission Date'),
  waiting: col('waiting', WAITING_COLUMN),
  status: col('status', 'Status'),
  category: col('category', 'Rejection Category'),
};

/** SPEC §2.9 BI_ADMIN and super admin columns. */
const BI = {
  id: col('id', 'ID'),
  modemSno: col('modemSno', 'Modem Number'),
  meterSno: col('meterSno', 'Meter Number'),
  serviceNo: col('serviceNo', 'Service Number'),
  phone: col('phone', 'Phone'),
  section: col('section', 'Section'),
  division: col('division', 'Division'),
  waiting: col('waiting', WAITING_COLUMN),
  status: col('status', 'Status'),
  communication: col('communication', 'Communication'),
  /** The category decided, in words (issue 36), and the derived label beside it. */
  reason: col('category', REJECTION_COLUMNS.reason),
  rejectionType: col('rejectionType', REJECTION_COLUMNS.rejectionType),
};

export const MODEM_COLUMNS = { ae: AE, bi: BI } as const;

/** The API's modem Status values as options, each shown as its state's one word (DESIGN §7). */
const statusFilter = (options: readonly string[]): ModemScreenFilter => ({
  param: 'status',
  label: MODEM_LIST_TEXTS.statusFilter,
  all: MODEM_LIST_TEXTS.allStatus,
  options: options.map((value) => ({ value, label: STATE_WORDS[labelState('modems', value)] })),
});

/** SPEC §2.9's rejection categories are the ones a rejection stores (technical, documentation, …). */
export const MODEM_CATEGORY_FILTER: ModemScreenFilter = {
  param: 'category',
  label: MODEM_LIST_TEXTS.categoryFilter,
  all: MODEM_LIST_TEXTS.allCategories,
  options: REJECTION_CATEGORY_OPTIONS,
};

/** The Status words each AE list can hold: an accepted list holds only Accepted modems, and so on. */
const AE_STATUS_OPTIONS: Record<ModemList, readonly string[]> = {
  all: MODEM_STAGES,
  commissioned: ['Commissioned', 'Accepted', 'Rejected'],
  accepted: ['Accepted'],
  rejected: ['Rejected'],
};

const texts = (list: ModemList) => ({
  loading: MODEM_LIST_TEXTS.loading,
  empty: MODEM_LIST_TEXTS.empty,
  error: MODEM_LIST_TEXTS.errors[list],
  searchPlaceholder: MODEM_LIST_TEXTS.searchPlaceholder,
});

/**
 * Every list but the accepted one holds installations still waiting in a step: it filters by their SLA. Every list
 * filters by flags (an accepted modem is flagged when a later install repeats its numbers or photos).
 */
const waitAndFlagFilters = (list: ModemList): ModemScreenFilter[] => [
  ...(list === 'accepted' ? [] : [SLA_FILTER]),
  FLAG_FILTER.modem,
];

function aeScreen(list: ModemList): ModemScreen {
  const head = [AE.id, AE.modemSno, AE.division, AE.fieldOfficer, AE.installedOn, AE.waiting];
  const columns =
    list === 'commissioned'
      ? [...head, AE.commissionDate, AE.status]
      : list === 'rejected'
        ? [...head, AE.status, AE.category]
        : [...head, AE.status];
  const status = statusFilter(AE_STATUS_OPTIONS[list]);
  return {
    list,
    columns,
    filters: [status, ...(list === 'rejected' ? [MODEM_CATEGORY_FILTER] : []), ...waitAndFlagFilters(list)],
    division: false,
    texts: texts(list),
    exportPrefix: MODEM_EXPORT_PREFIXES[list].ae,
    commentsLabel: list === 'rejected' ? MODEM_DETAIL_LABELS.rejectionReason : MODEM_DETAIL_LABELS.comments,
  };
}

function biScreen(list: ModemList): ModemScreen {
  const head = [
    BI.id,
    BI.modemSno,
    BI.meterSno,
    BI.serviceNo,
    BI.phone,
    BI.section,
    BI.division,
    BI.waiting,
    BI.status,
  ];
  const columns =
    list === 'rejected'
      ? [...head, BI.reason, BI.rejectionType]
      : list === 'all'
        ? head
        : [...head, BI.communication];
  return {
    list,
    columns,
    // The commissioned list can show the modems still awaiting a decision (the super admin's bell opens it so).
    filters: [
      ...(list === 'rejected'
        ? [MODEM_CATEGORY_FILTER, REJECTION_TYPE_FILTER]
        : list === 'commissioned'
          ? [statusFilter(AE_STATUS_OPTIONS.commissioned)]
          : []),
      ...waitAndFlagFilters(list),
    ],
    division: true,
    texts: texts(list),
    exportPrefix: MODEM_EXPORT_PREFIXES[list].bi,
    commentsLabel: list === 'rejected' ? MODEM_DETAIL_LABELS.rejectionReason : MODEM_DETAIL_LABELS.comments,
  };
}

/** One role's modem list screen: AE_ADMIN's columns and filters, or the BI roles'. */
export const modemScreen = (role: ConsoleRole, list: ModemList): ModemScreen =>
  role === 'AE_ADMIN' ? aeScreen(list) : biScreen(list);

/** The detail dialog's labels (SPEC §2.9), section by section. */
export const MODEM_DETAIL_LABELS = {
  id: 'Modem ID',
  modemSno: 'Modem Number',
  meterSno: 'Meter Number',
  serviceNo: 'Service Number',
  consumerName: 'Consumer Name',
  phone: 'Phone',
  fieldOfficer: 'Field Officer',
  division: 'Division',
  subDivision: 'Sub Division',
  section: 'Section',
  circle: 'Circle',
  status: 'Status',
  commissionStatus: 'Commission Status',
  communicationStatus: 'Communication Status',
  recommendation: 'Recommendation',
  techSupportStatus: 'Tech Support Status',
  rejectionCategory: 'Rejection Category',
  installedOn: 'Installed On',
  lastCommunicatedAt: 'Last Communication',
  createdAt: 'Created',
  updatedAt: 'Updated',
  coordinates: 'Coordinates',
  signalStrength: 'Signal Strength',
  comments: 'Comments',
  rejectionReason: 'Rejection Reason',
} as const;

export const MODEM_DETAIL_TEXTS = {
  title: (modemSno: string) => `Modem Details - ${modemSno}`,
  description: 'Installation, location, status and technical details with the modem photos.',
  sections: {
    basic: 'Basic Information',
    location: 'Location & Status',
    status: 'Status Information',
    technical: 'Technical Details',
    photos: 'Modem Photos',
  },
  noPhoto: 'No photos yet',
  photoUnavailable: 'Photo unavailable',
  photoAlt: (slot: number, modemSno: string) => `Modem photo ${slot} of ${modemSno}`,
  notAvailable: 'N/A',
  notSet: 'Not Set',
  pending: 'Pending',
  offline: 'Offline',
  previousLabel: 'Previous modem in the list',
  nextLabel: 'Next modem in the list',
} as const;

/** SPEC §9's signal strength bands, highest first. */
export const SIGNAL_BANDS = [
  { min: 80, label: 'Excellent' },
  { min: 60, label: 'Good' },
  { min: 40, label: 'Fair' },
  { min: -Infinity, label: 'Poor' },
] as const;
export const signalBand = (strength: number) => SIGNAL_BANDS.find((b) => strength >= b.min)?.label ?? 'Poor';

/** The super admin's decision on a Pending modem, in the modem's words (the meters' are REVIEW_TEXTS). */
export const MODEM_REVIEW_TEXTS = {
  oneModem: (modemSno: string) => `modem ${modemSno}`,
  approveBody: 'Approved modems move to Commission Accepted.',
  approved: (modemSno: string) => `Modem ${modemSno} approved`,
  rejected: (modemSno: string) => `Modem ${modemSno} rejected`,
  approveFailed: 'Failed to approve modem. Please try again.',
  rejectFailed: 'Failed to reject modem. Please try again.',
  stale: 'Someone else changed this modem first. Its current state is shown now; review it again.',
  decided: (status: string) => `This modem is already ${status}.`,
} as const;
