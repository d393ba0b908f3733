import type { Role } from './enums.js';

// Beside the pages and not with the role schema, so the login page needs no zod (issue 12: initial JavaScript).
/** Roles that have a console screen. FIELD_OFFICER works through the field app only. */
export const CONSOLE_ROLES = ['BI_SUPER_ADMIN', 'BI_ADMIN', 'AE_ADMIN'] as const satisfies readonly Role[];
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];
export const isConsoleRole = (role: Role): role is ConsoleRole =>
  (CONSOLE_ROLES as readonly Role[]).includes(role);

/** Route prefix of each console role (SPEC §2.1). */
export const ROLE_PREFIX: Record<ConsoleRole, string> = {
  BI_SUPER_ADMIN: '/superadmin',
  BI_ADMIN: '/biadmin',
  AE_ADMIN: '/admin',
};

/**
 * Every console page by its path under the role's prefix (SPEC §2.1): the one table of page names. The
 * console's routes, sidebar, back links and view switch, the dashboard cards and the server's
 * notifications all name pages from it, so a page that moves moves in one place.
 */
export const PAGES = {
  dashboard: 'dashboard',
  metersInstalled: 'meters-installed',
  metersCommissioned: 'meters-commissioned',
  commissionRejected: 'commission-rejected',
  commissionDone: 'commission-done',
  modemsInstalled: 'modems-installed',
  modemsCommissioned: 'modems-commissioned',
  modemsCommissionDone: 'modems-commission-done',
  modemsCommissionRejected: 'modems-commission-rejected',
  fieldOfficers: 'field-officers',
  modemFieldOfficers: 'modem-field-officers',
  fieldAssistants: 'field-assistants',
  modemFieldAssistants: 'modem-field-assistants',
  fieldOfficerMeters: 'field-officer-meters',
  fieldOfficerModems: 'field-officer-modems',
  manageAdmins: 'manage-admins',
  manageBiAdmins: 'manage-bi-admins',
  modemManageAdmins: 'modem-manage-admins',
  modemManageBiAdmins: 'modem-manage-bi-admins',
  techSupport: 'tech-support',
  pendingTechSupport: 'pending-tech-support',
  modemTechSupport: 'modem-tech-support',
  dtrImport: 'dtr-import',
  areas: 'areas',
  serviceAccounts: 'service-accounts',
  reviewTargets: 'review-targets',
  reports: 'reports',
  rework: 'rework',
  map: 'map',
} as const;

export const roleHome = (role: ConsoleRole): string => `${ROLE_PREFIX[role]}/${PAGES.dashboard}`;

/**
 * Each role in words (issue 38): the page header's title and the profile's role line. The enum stays the
 * API's and the CSV's value; no screen shows it.
 */
export const ROLE_TITLE: Record<Role, string> = {
  BI_SUPER_ADMIN: 'BI Super Admin',
  BI_ADMIN: 'BI Admin',
  AE_ADMIN: 'AE Admin',
  FIELD_OFFICER: 'Field Officer',
};
