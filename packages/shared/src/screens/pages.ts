import type { View } from '../enums.js';
import type { ConsoleRole } from '../roles.js';

/** Every page title of the console (SPEC §2), so the routes and the browser tests read the same string. */
export const PAGE_TITLES = {
  metersInstalled: 'Meters Installed',
  metersCommissioned: 'Meters Commissioned',
  pendingMetersReview: 'Pending Meters Review',
  commissionRejected: 'Commission Rejected',
  /** SPEC §2.3's "Commissioned Accepted", named as the modems view names the same list (issue 38). */
  commissionedAccepted: 'Commission Accepted',
  modemsInstalled: 'Modems Installed',
  modemsCommissioned: 'Modems Commissioned',
  modemsCommissionDone: 'Commission Accepted',
  modemsCommissionRejected: 'Commission Rejected',
  fieldOfficers: 'Field Officers',
  modemFieldOfficers: 'Modem Field Officers',
  manageAdmins: 'Manage AE_ADMINs',
  manageBiAdmins: 'Manage BI_ADMINs',
  modemManageAdmins: 'Modem AE_ADMINs',
  modemManageBiAdmins: 'Modem BI_ADMINs',
  techSupport: 'Tech Support Management',
  modemTechSupport: 'Modem Tech Support',
  dtrImport: 'DTR Master Import',
  areas: 'Areas',
  serviceAccounts: 'Service Accounts',
  reviewTargets: 'Review Targets',
  reports: 'Reports',
  /** An AE_ADMIN's officers' rejected meters and what to fix (issue 42). */
  rework: 'Rework',
  /** Installations with coordinates where they stand, with the areas' outlines (issue 42). */
  map: 'Map',
} as const;

export const PAGE_DESCRIPTIONS = {
  fieldOfficers: 'Manage and track field officers',
} as const;

export const DASHBOARD_TITLES: Record<ConsoleRole, Record<View, string>> = {
  AE_ADMIN: { Meters: 'Dashboard - Meters', Modems: 'Dashboard - Modems' },
  BI_ADMIN: { Meters: 'BI Admin Dashboard - Meters', Modems: 'BI Admin Dashboard - Modems' },
  BI_SUPER_ADMIN: {
    Meters: 'BI Super Admin Dashboard - Meters',
    Modems: 'BI Super Admin Dashboard - Modems',
  },
};

/**
 * Sidebar labels (SPEC §2.3): the titles of the pages they lead to, one string each, so a label always
 * matches the heading it opens; the dashboard entry is one for both views (its title names the view).
 */
export const NAV_LABELS = {
  ...PAGE_TITLES,
  dashboard: 'Dashboard',
} as const;

/** The shell's own controls (SPEC §2.3), as the console and the browser tests name them. */
export const SHELL_LABELS = {
  toggleSidebar: 'Toggle sidebar',
  skipToContent: 'Skip to content',
} as const;
