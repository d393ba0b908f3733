import type { View } from '@smms/shared';
import { OFFICER_LISTS, PAGES as P, pagePath, splitPath } from '@/config/paths';

/**
 * Each page of the meters view and its twin in the modems view (SPEC §2.3 view switching).
 * Both tech-support readings of SPEC §2.1 map to the one modem tech-support page.
 */
export const VIEW_PAGE_PAIRS: ReadonlyArray<readonly [meters: string, modems: string]> = [
  [P.dashboard, P.dashboard],
  [P.metersInstalled, P.modemsInstalled],
  [P.metersCommissioned, P.modemsCommissioned],
  [P.commissionDone, P.modemsCommissionDone],
  [P.commissionRejected, P.modemsCommissionRejected],
  [P.fieldAssistants, P.modemFieldAssistants],
  [P.manageAdmins, P.modemManageAdmins],
  [P.manageBiAdmins, P.modemManageBiAdmins],
  [P.techSupport, P.modemTechSupport],
  [P.pendingTechSupport, P.modemTechSupport],
  [P.fieldOfficers, P.modemFieldOfficers],
];

/** One officer's list has no twin; switching view from it goes to the officer list it came from. */
const DETAIL_PARENT: Record<string, string> = {
  [pagePath('AE_ADMIN', P.fieldOfficerMeters)]: OFFICER_LISTS.AE_ADMIN.Meters,
  [pagePath('BI_SUPER_ADMIN', P.fieldOfficerMeters)]: OFFICER_LISTS.BI_SUPER_ADMIN.Meters,
  [pagePath('AE_ADMIN', P.fieldOfficerModems)]: OFFICER_LISTS.AE_ADMIN.Modems,
  [pagePath('BI_SUPER_ADMIN', P.fieldOfficerModems)]: OFFICER_LISTS.BI_SUPER_ADMIN.Modems,
};

/** Meters pages without a modems twin; switching view from the DTR import or Rework goes to the dashboard. */
const METERS_ONLY = [P.fieldOfficerMeters, P.dtrImport, P.rework];
const METERS_PAGES = new Set<string>([...VIEW_PAGE_PAIRS.map(([meters]) => meters), ...METERS_ONLY]);
const MODEMS_PAGES = new Set<string>([...VIEW_PAGE_PAIRS.map(([, modems]) => modems), P.fieldOfficerModems]);

/** The view a page belongs to; null for pages of both views (the dashboard) and unknown pages. */
export function viewOfPage(page: string): View | null {
  if (page === P.dashboard) return null;
  if (METERS_PAGES.has(page)) return 'Meters';
  if (MODEMS_PAGES.has(page)) return 'Modems';
  return null;
}

export const viewOfPath = (pathname: string): View | null => viewOfPage(splitPath(pathname).page);

/** The page of `view` matching `page`; the dashboard when it has no twin. */
export function twinPage(page: string, view: View): string {
  const pair = VIEW_PAGE_PAIRS.find(([meters, modems]) => (view === 'Meters' ? modems : meters) === page);
  if (!pair) return P.dashboard;
  return view === 'Meters' ? pair[0] : pair[1];
}

/** Where to go when the user picks `view` while on `pathname`: unchanged if the page already fits. */
export function matchingPath(pathname: string, view: View): string {
  const { prefix, page } = splitPath(pathname);
  const pageView = viewOfPage(page);
  if (pageView === null || pageView === view) return pathname;
  const source = DETAIL_PARENT[`${prefix}/${page}`] ?? page;
  return `${prefix}/${twinPage(source, view)}`;
}
