import {
  ChartColumn,
  CircleCheck,
  CircleX,
  FileUp,
  Gauge,
  Headset,
  KeyRound,
  LayoutDashboard,
  Map as MapIcon,
  MapPinned,
  RadioTower,
  Router,
  ShieldCheck,
  Timer,
  UserCog,
  Users,
  Wifi,
  Wrench,
} from 'lucide-react';
import { NAV_LABELS as L, type ConsoleRole, type View } from '@smms/shared';
import { OFFICER_LISTS, PAGES as P, pagePath } from '@/config/paths';
import type { NavItem } from './nav-item';

type Entry = Omit<NavItem, 'to' | 'alsoActive'> & { page: string; alsoActive?: string[] };

// Both views list their pages in one order, the lifecycle's (and the dashboard cards'): installed,
// commissioned, accepted, rejected.
const METERS_LISTS: Entry[] = [
  { page: P.metersInstalled, label: L.metersInstalled, icon: Gauge },
  { page: P.metersCommissioned, label: L.metersCommissioned, icon: Wifi },
  { page: P.commissionDone, label: L.commissionedAccepted, icon: CircleCheck },
  { page: P.commissionRejected, label: L.commissionRejected, icon: CircleX },
];

const MODEMS_LISTS: Entry[] = [
  { page: P.modemsInstalled, label: L.modemsInstalled, icon: Router },
  { page: P.modemsCommissioned, label: L.modemsCommissioned, icon: RadioTower },
  { page: P.modemsCommissionDone, label: L.modemsCommissionDone, icon: CircleCheck },
  { page: P.modemsCommissionRejected, label: L.modemsCommissionRejected, icon: CircleX },
];

/** An officer list; an officer's own page (meters or modems) counts as it too. */
const officers = (page: string, label: string, officerPage?: string): Entry => ({
  page,
  label,
  icon: Users,
  alsoActive: officerPage ? [officerPage] : undefined,
});

/** The Discom reference data (DESIGN §5), for the two BI roles. */
const DTR_IMPORT: Entry = { page: P.dtrImport, label: L.dtrImport, icon: FileUp };

/** The area hierarchy people are assigned to (issue 11): the super admin shapes it, in either view. */
const AREAS: Entry = { page: P.areas, label: L.areas, icon: MapPinned };

/** The machines' tokens (issue 39): the super admin's, in either view. */
const SERVICE_ACCOUNTS: Entry = { page: P.serviceAccounts, label: L.serviceAccounts, icon: KeyRound };

/** Progress by period and area or officer (issue 41): every console role's, in either view. */
const REPORTS: Entry = { page: P.reports, label: L.reports, icon: ChartColumn };

/** Installations where they stand (issue 42): every console role's, in either view. */
const MAP: Entry = { page: P.map, label: L.map, icon: MapIcon };

/** How long each review step may take (issue 41): the super admin's, in either view. */
const REVIEW_TARGETS: Entry = { page: P.reviewTargets, label: L.reviewTargets, icon: Timer };

const PEOPLE: Record<ConsoleRole, Record<View, Entry[]>> = {
  AE_ADMIN: {
    Meters: [
      officers(OFFICER_LISTS.AE_ADMIN.Meters, L.fieldOfficers, P.fieldOfficerMeters),
      { page: P.rework, label: L.rework, icon: Wrench },
    ],
    Modems: [officers(OFFICER_LISTS.AE_ADMIN.Modems, L.modemFieldOfficers, P.fieldOfficerModems)],
  },
  BI_ADMIN: { Meters: [DTR_IMPORT], Modems: [] },
  BI_SUPER_ADMIN: {
    Meters: [
      officers(OFFICER_LISTS.BI_SUPER_ADMIN.Meters, L.fieldOfficers, P.fieldOfficerMeters),
      { page: P.manageAdmins, label: L.manageAdmins, icon: UserCog },
      { page: P.manageBiAdmins, label: L.manageBiAdmins, icon: ShieldCheck },
      { page: P.techSupport, label: L.techSupport, icon: Headset, alsoActive: [P.pendingTechSupport] },
      DTR_IMPORT,
      REVIEW_TARGETS,
      AREAS,
      SERVICE_ACCOUNTS,
    ],
    Modems: [
      officers(OFFICER_LISTS.BI_SUPER_ADMIN.Modems, L.modemFieldOfficers, P.fieldOfficerModems),
      { page: P.modemManageAdmins, label: L.modemManageAdmins, icon: UserCog },
      { page: P.modemManageBiAdmins, label: L.modemManageBiAdmins, icon: ShieldCheck },
      { page: P.modemTechSupport, label: L.modemTechSupport, icon: Headset },
      REVIEW_TARGETS,
      AREAS,
      SERVICE_ACCOUNTS,
    ],
  },
};

/** The BI admin's commissioned list is its Pending Meters Review (SPEC §2.5): the entry says so. */
const metersListsOf = (role: ConsoleRole): Entry[] =>
  role === 'BI_ADMIN'
    ? METERS_LISTS.map((e) => (e.page === P.metersCommissioned ? { ...e, label: L.pendingMetersReview } : e))
    : METERS_LISTS;

/**
 * The sidebar of one role in one view (SPEC §2.3); each label is the title of the page it opens, and `overdue`
 * counts, by page, what of its list is past its review target.
 */
export function navItemsFor(
  role: ConsoleRole,
  view: View,
  overdue: Readonly<Record<string, number>> = {},
): NavItem[] {
  const entries: Entry[] = [
    { page: P.dashboard, label: L.dashboard, icon: LayoutDashboard },
    ...(view === 'Meters' ? metersListsOf(role) : MODEMS_LISTS),
    REPORTS,
    MAP,
    ...PEOPLE[role][view],
  ];
  return entries.map(({ page, alsoActive, ...item }) => ({
    ...item,
    overdue: overdue[page],
    to: pagePath(role, page),
    alsoActive: alsoActive?.map((other) => pagePath(role, other)),
  }));
}
