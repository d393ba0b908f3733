import type { ConsoleRole, View } from './enums.js';
import type { DashboardCounts } from './dashboard.js';

/** The dashboards' card labels (SPEC §2.4), verbatim where the spec gives them. */
export const CARD_LABELS = {
  totalInstalled: 'Total Installed',
  commissioned: 'Commissioned',
  pendingReview: 'Pending Review',
  approved: 'Approved',
  accepted: 'Accepted',
  rejected: 'Rejected',
  totalRejected: 'Total Rejected',
  totalFieldOfficers: 'Total Field Officers',
  fieldOfficers: 'Field Officers',
  aeAdmins: 'AE Admins',
  biAdmins: 'BI Admins',
  installed: 'Installed',
  pending: 'Pending',
} as const;

export type CardCount = Exclude<keyof DashboardCounts, 'view'>;

/** One dashboard card: what it says, which count it shows, and the page (under the role's prefix) it opens. */
export interface CardSpec {
  label: string;
  count: CardCount;
  page: string;
}

/** The meter list pages of SPEC §2.1 by their path, and the modem ones. */
const LISTS = {
  Meters: {
    installed: 'meters-installed',
    commissioned: 'meters-commissioned',
    accepted: 'commission-done',
    rejected: 'commission-rejected',
  },
  Modems: {
    installed: 'modems-installed',
    commissioned: 'modems-commissioned',
    accepted: 'modems-commission-done',
    rejected: 'modems-commission-rejected',
  },
} as const;

const card = (label: string, count: CardCount, page: string): CardSpec => ({ label, count, page });

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
        view === 'Meters' ? 'field-officers' : 'modem-field-officers',
      ),
    ];
  if (role === 'BI_ADMIN')
    return [
      card(L.totalInstalled, 'installed', p.installed),
      view === 'Meters'
        ? card(L.pendingReview, 'pending', p.commissioned)
        : card(L.commissioned, 'commissioned', p.commissioned),
      card(L.rejected, 'rejected', p.rejected),
      card(L.accepted, 'accepted', p.accepted),
    ];
  const people = view === 'Meters' ? '' : 'modem-';
  const cards = [
    card(L.totalInstalled, 'installed', p.installed),
    card(L.commissioned, 'commissioned', p.commissioned),
    card(L.accepted, 'accepted', p.accepted),
    card(L.rejected, 'rejected', p.rejected),
    card(L.fieldOfficers, 'fieldOfficers', `${people}field-assistants`),
    card(L.aeAdmins, 'aeAdmins', `${people}manage-admins`),
    card(L.biAdmins, 'biAdmins', `${people}manage-bi-admins`),
  ];
  // SPEC §2.4: the modems view adds a Total Rejected card.
  if (view === 'Modems') cards.push(card(L.totalRejected, 'rejected', p.rejected));
  return cards;
}
