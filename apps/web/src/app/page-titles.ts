import type { ConsoleRole, View } from '@smms/shared';

/** Every page title of the console (SPEC §2), so routes, pages and tests read the same string. */
export const PAGE_TITLES = {
  metersInstalled: 'Meters Installed',
  metersCommissioned: 'Meters Commissioned',
  pendingMetersReview: 'Pending Meters Review',
  commissionRejected: 'Commission Rejected',
  commissionedAccepted: 'Commissioned Accepted',
  modemsInstalled: 'Modems Installed',
  modemsCommissioned: 'Modems Commissioned',
  modemsCommissionDone: 'Commission Accepted',
  modemsCommissionRejected: 'Commission Rejected',
  fieldOfficers: 'Field Officers',
  modemFieldOfficers: 'Modem Field Officers',
  fieldOfficerMeters: 'Field Officer Meters',
  fieldOfficerModems: 'Modems by Field Officer',
  manageAdmins: 'Manage AE_ADMINs',
  manageBiAdmins: 'Manage BI_ADMINs',
  modemManageAdmins: 'Modem AE_ADMINs',
  modemManageBiAdmins: 'Modem BI_ADMINs',
  techSupport: 'Tech Support Management',
  modemTechSupport: 'Modem Tech Support',
} as const;

export const PAGE_DESCRIPTIONS = {
  fieldOfficers: 'Manage and track field officers',
  fieldOfficerMeters: 'Track meters assigned to this field officer',
} as const;

export const DASHBOARD_TITLES: Record<ConsoleRole, Record<View, string>> = {
  AE_ADMIN: { Meters: 'Dashboard - Meters', Modems: 'Dashboard - Modems' },
  BI_ADMIN: { Meters: 'BI Admin Dashboard - Meters', Modems: 'BI Admin Dashboard - Modems' },
  BI_SUPER_ADMIN: {
    Meters: 'BI Super Admin Dashboard - Meters',
    Modems: 'BI Super Admin Dashboard - Modems',
  },
};

/** "{officer name} - Meters List" (SPEC §2.6). */
export const fieldOfficerMetersTitle = (name: string) => `${name} - Meters List`;
/** "Modems by {officer name}" (SPEC §2.6). */
export const fieldOfficerModemsTitle = (name: string) => `Modems by ${name}`;

/** Sidebar labels (SPEC §2.3); some differ from the page titles they lead to. */
export const NAV_LABELS = {
  dashboard: 'Dashboard',
  metersInstalled: 'Meters Installed',
  metersCommissioned: 'Meters Commissioned',
  commissionRejected: 'Commission Rejected',
  commissionedAccepted: 'Commissioned Accepted',
  modemsInstalled: 'Modems Installed',
  modemsCommissioned: 'Modems Commissioned',
  modemsCommissionDone: 'Commission Accepted',
  modemsCommissionRejected: 'Commission Rejected',
  fieldOfficers: 'Field Officers',
  manageAdmins: 'Manage AE_ADMINs',
  manageBiAdmins: 'Manage BI_ADMINs',
  techSupport: 'Tech Support',
} as const;
