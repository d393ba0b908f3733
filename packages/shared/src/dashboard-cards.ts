import type { View } from './enums.js';
import type { ConsoleRole } from './roles.js';
import type { DashboardCounts } from './dashboard.js';
import { PAGES } from './roles.js';
import { STAGE_WORDS } from './lifecycle.js';
import type { TargetStep } from './sla.js';
import type { WaitingGroup } from './review-targets.js';
import { canPickOfficer } from './screens/list-filters.js';

/**
 * The dashboards' card labels (SPEC §2.4), in the one display vocabulary (DESIGN §7): a card names the list it
 * opens, so the AE's Approved card and BI's Accepted card are one word, and Pending is "awaiting review".
 */
export const CARD_LABELS = {
  totalInstalled: 'Total Installed',
  commissioned: STAGE_WORDS.commissioned,
  pendingReview: STAGE_WORDS['pending-review'],
  /** The AE's card of the accepted list: the spec's "Approved", in the list's word. */
  approved: STAGE_WORDS.accepted,
  accepted: STAGE_WORDS.accepted,
  rejected: 'Rejected',
  totalFieldOfficers: 'Total Field Officers',
  fieldOfficers: 'Field Officers',
  /** The people cards say what the sidebar's entries say (SPEC §2.2 "Manage AE_ADMINs"). */
  aeAdmins: 'AE_ADMINs',
  biAdmins: 'BI_ADMINs',
  installed: STAGE_WORDS.installed,
  pending: STAGE_WORDS['pending-review'],
} as const;

export type CardCount = Exclude<keyof DashboardCounts, 'view'>;

/**
 * One dashboard card: what it says, which count it shows, and the page (under the role's prefix) it opens, with
 * the filters that make that page's total the card's number (a list with a default filter is opened on "all").
 */
export interface CardSpec {
  label: string;
  count: CardCount;
  page: string;
  query?: Record<string, string>;
}

/** The meter list pages of SPEC §2.1 by their path, and the modem ones. */
const LISTS = {
  Meters: {
    installed: PAGES.metersInstalled,
    commissioned: PAGES.metersCommissioned,
    accepted: PAGES.commissionDone,
    rejected: PAGES.commissionRejected,
  },
  Modems: {
    installed: PAGES.modemsInstalled,
    commissioned: PAGES.modemsCommissioned,
    accepted: PAGES.modemsCommissionDone,
    rejected: PAGES.modemsCommissionRejected,
  },
} as const;

const card = (label: string, count: CardCount, page: string, query?: Record<string, string>): CardSpec => ({
  label,
  count,
  page,
  ...(query ? { query } : {}),
});

/** The URL value of a filter's "all" option on a list whose filter has a default (web use-list-params). */
export const ALL_FILTER_VALUE = 'all';

/**
 * The cards of one role's dashboard in one view (SPEC §2.4). A card's number is the total of the list it
 * opens: BI_ADMIN's commissioned page is "Pending Meters Review", so its card counts the pending meters.
 */
export function dashboardCardSpecs(role: ConsoleRole, view: View): CardSpec[] {
  const L = CARD_LABELS;
  const p = LISTS[view];
  if (role === 'AE_ADMIN')
    return [
      card(L.totalInstalled, 'installed', p.installed),
      card(L.commissioned, 'commissioned', p.commissioned),
      card(L.approved, 'accepted', p.accepted),
      card(L.rejected, 'rejected', p.rejected),
      card(
        L.totalFieldOfficers,
        'fieldOfficers',
        view === 'Meters' ? PAGES.fieldOfficers : PAGES.modemFieldOfficers,
      ),
    ];
  if (role === 'BI_ADMIN')
    return [
      card(L.totalInstalled, 'installed', p.installed),
      view === 'Meters'
        ? // Pending Meters Review opens on "no recommendation yet": the card opens it on every pending meter.
          card(L.pendingReview, 'pending', p.commissioned, { review: ALL_FILTER_VALUE })
        : card(L.commissioned, 'commissioned', p.commissioned),
      card(L.rejected, 'rejected', p.rejected),
      card(L.accepted, 'accepted', p.accepted),
    ];
  const people =
    view === 'Meters'
      ? { officers: PAGES.fieldAssistants, ae: PAGES.manageAdmins, bi: PAGES.manageBiAdmins }
      : { officers: PAGES.modemFieldAssistants, ae: PAGES.modemManageAdmins, bi: PAGES.modemManageBiAdmins };
  // SPEC §2.4: the modems view adds a Total Rejected card. Beside Rejected it would be the same number
  // opening the same list, and under another name than the meters view's, so both views show Rejected, once.
  return [
    card(L.totalInstalled, 'installed', p.installed),
    card(L.commissioned, 'commissioned', p.commissioned),
    card(L.accepted, 'accepted', p.accepted),
    card(L.rejected, 'rejected', p.rejected),
    card(L.fieldOfficers, 'fieldOfficers', people.officers),
    card(L.aeAdmins, 'aeAdmins', people.ae),
    card(L.biAdmins, 'biAdmins', people.bi),
  ];
}

/**
 * The list a row of the dashboard's waits table opens (issue 41): the page where the role acts in the step, with
 * the step where the page holds more than it, and the row's circle, division or officer, so the list's total is
 * the row's count; `overdue` narrows it to what is past its target, the longest wait first (as the bell opens
 * it). Null where no list can say the row: installations with no area (no filter names "none"), or officers
 * for a role whose lists have no officer filter.
 */
export function waitingListSpec(
  role: ConsoleRole,
  view: View,
  step: TargetStep,
  by: WaitingGroup,
  key: string | null,
  overdue = false,
): { page: string; query: Record<string, string> } | null {
  if (key === null || (by === 'officer' && !canPickOfficer(role))) return null;
  const p = LISTS[view];
  const meters = view === 'Meters';
  const list: { page: string; query: Record<string, string> } =
    step === 'rejected'
      ? { page: p.rejected, query: {} }
      : step === 'live'
        ? { page: p.commissioned, query: { step } }
        : step === 'recommended' && meters && role === 'BI_SUPER_ADMIN'
          ? // The super admin decides in Tech Support Management.
            { page: PAGES.techSupport, query: { step } }
          : step === 'recommended' && meters && role === 'BI_ADMIN'
            ? // Pending Meters Review: what has a recommendation is exactly the step.
              { page: p.commissioned, query: { review: 'Pending Review' } }
            : { page: p.installed, query: { step } };
  return {
    page: list.page,
    query: {
      ...list.query,
      [by === 'officer' ? 'officerId' : by]: key,
      ...(overdue ? { sla: 'overdue', sort: 'stepSince', order: 'asc' } : {}),
    },
  };
}
