/**
 * Labels of the officer and admin screens that the spec leaves to us (its own strings are in
 * users-messages.ts): the names of tables, searches, filters, row buttons and dialogs.
 */

/** The row buttons and form buttons of both people screens. */
export const PEOPLE_LABELS = {
  edit: (name: string) => `Edit ${name}`,
  activate: (name: string) => `Activate ${name}`,
  deactivate: (name: string) => `Deactivate ${name}`,
  cancel: 'Cancel',
  saveChanges: 'Save Changes',
} as const;

export const OFFICER_LIST_LABELS = {
  officersTable: 'Field officers',
  searchOfficers: 'Search field officers',
  statusFilter: 'Status filter',
  divisionFilter: 'Division filter',
  subDivisionFilter: 'Sub Division filter',
  sectionFilter: 'Section filter',
  openOfficer: (name: string) => `Open meters of ${name}`,
  viewModems: (name: string) => `View modems of ${name}`,
  editOfficerTitle: 'Edit Field Officer',
  createOfficer: 'Create Officer',
} as const;

export const ADMIN_LIST_LABELS = {
  adminsTable: 'Admins',
  searchAdmins: 'Search admins',
  roleFilter: 'Role filter',
  addBiAdminTitle: 'Add New BI_ADMIN',
  statsTotal: 'Total Admins',
  statsZones: 'Zones Covered',
} as const;

/** One officer's meters page (SPEC §2.6). */
export const OFFICER_METERS_LABELS = {
  metersTable: 'Meters of this field officer',
  statusFilter: 'Status filter',
} as const;

/** One officer's modems page (SPEC §2.6). */
export const OFFICER_MODEMS_LABELS = {
  modemsTable: 'Modems of this field officer',
  noModems: 'No modems found for this field officer',
} as const;
