/** People screens' and calls' messages (SPEC §2.6, §2.7, §4, §5, §8), verbatim. */
export const USERS = {
  fillRequired: 'Please fill in all required fields',
  fillRequiredOfficer:
    'Please fill in all required fields (First Name, Last Name, Phone, Circle, Division, Sub Division, Section)',
  fillRequiredAdmin: 'Please fill in all required fields (First Name, Last Name, Phone, Username, Password)',
  invalidPhoneInline: 'Invalid phone number format',
  invalidPhoneTitle: 'Invalid Phone Number',
  invalidPhone: 'Please enter a valid primary phone number',
  invalidAlternatePhoneTitle: 'Invalid Alternate Phone Number',
  invalidAlternatePhone: 'Please enter a valid alternate phone number',
  invalidEmail: 'Please enter a valid email address',
  phoneExistsInView: (view: string) =>
    `Phone number already exists in ${view} view. Please use a different phone number.`,
  officerCreated: 'Field officer created successfully',
  officerUpdated: 'Field officer updated successfully',
  officerStatus: (active: boolean) => `Field officer ${active ? 'activated' : 'deactivated'} successfully`,
  adminCreated: 'Admin created successfully',
  adminUpdated: 'Admin updated successfully',
  adminStatus: (active: boolean) => `Admin ${active ? 'activated' : 'deactivated'} successfully`,
  biAdminCreated: 'BI_ADMIN created successfully',
  biAdminUpdated: 'BI_ADMIN updated successfully',
  biAdminStatus: (active: boolean) => `BI_ADMIN ${active ? 'activated' : 'deactivated'} successfully`,
  accessUpdated: (levels: string) => `User access level updated successfully. Now has access to: ${levels}`,
  userDeleted: 'User deleted successfully',
  userNotFound: 'User not found',
  onlySuperAdminCreatesAdmins: 'Only the super admin can create admins.',
  passwordBlank: 'Please enter a new password',
  passwordChanged: 'Password changed. The user must sign in again with the new password.',
  cannotChangeSelf: 'You cannot deactivate or delete your own account.',
  // Issue 37 item 9: one's own password changes only where the current password is asked.
  ownPasswordFromProfile: 'Change your own password with Reset Password in your profile.',
  officerUsernameIsPhone: "A field officer's username is its phone number: change the phone instead.",
  cannotGrantView: (view: string) =>
    `You can give only the access you have: your account has no access to the ${view} view.`,
  hasInstallations:
    'This field officer has installations on record and cannot be deleted. Deactivate the account instead.',
} as const;

/** Toast titles of the people screens (SPEC §8). */
export const TOAST_TITLES = {
  success: 'Success',
  error: 'Error',
  validation: 'Validation Error',
} as const;

/** SPEC §8: what a failed officer creation says, by the text of the server's message. */
export const CREATE_OFFICER_ERRORS = {
  duplicatePhoneTitle: 'Duplicate Phone Number',
  duplicatePhone:
    'A field officer with this phone number already exists. Please use a different phone number.',
  duplicateUsernameTitle: 'Duplicate Username',
  duplicateUsername: 'A user with this username already exists. Please use a different username.',
  duplicateEmailTitle: 'Duplicate Email',
  duplicateEmail: 'A user with this email already exists. Please use a different email address.',
  duplicateEntryTitle: 'Duplicate Entry',
  duplicateEntry:
    'A field officer with this information already exists. Please check phone number and username.',
  constraint: 'The provided information violates database constraints. Please check your input.',
  missingInformationTitle: 'Missing Information',
  invalidDataTitle: 'Invalid Data',
  systemErrorTitle: 'System Error',
  errorCreatingUserPrefix: 'Error creating user',
} as const;

/** SPEC §8: fallbacks when a call fails without a server message. */
export const USER_FAILURES = {
  createOfficer: 'Failed to create field officer',
  updateOfficer: 'Failed to update field officer',
  officerStatus: 'Failed to update field officer status',
  accessLevel: 'Failed to update user access level',
  createAdmin: 'Failed to create admin',
  updateAdmin: 'Failed to update admin',
  adminStatus: 'Failed to update admin status',
  createBiAdmin: 'Failed to create BI_ADMIN',
  updateBiAdmin: 'Failed to update BI_ADMIN',
  biAdminStatus: 'Failed to update BI_ADMIN status',
} as const;

/** Field officer screens (SPEC §2.6). */
export const OFFICER_TEXTS = {
  searchPlaceholder: 'Search by name, email, or zone...',
  allStatus: 'All Status',
  moreFilters: 'More Filters',
  addOfficer: 'Add Officer',
  addFieldOfficer: 'Add Field Officer',
  addDialogTitle: 'Add New Field Officer',
  empty: 'No field officers found',
  emptyMatching: 'No field officers found matching your criteria',
  loadError: 'Failed to load field officers data. Please try again.',
} as const;

/** Column headers of the officer lists (SPEC §2.6). */
export const OFFICER_COLUMNS = {
  id: 'Officer ID',
  name: 'Name',
  phone: 'Primary Phone',
  alternatePhone: 'Alternate Phone',
  circle: 'Circle',
  division: 'Division',
  subDivision: 'Sub Division',
  section: 'Section',
  status: 'Status',
  metersAssigned: 'Meters Assigned',
  /** Every installation of the officer (the "Installed" of SPEC §2.6): "Installed" alone is a state's word. */
  installed: 'Total Installed',
  commissioned: 'Commissioned',
  /** The accepted meters (SPEC §2.6's "Approved"), in the one word for them (DESIGN §7). */
  approved: 'Accepted',
  accepted: 'Accepted',
  rejected: 'Rejected',
  location: 'Location',
  actions: 'Actions',
} as const;

/** One officer's meters (SPEC §2.6). */
export const OFFICER_METERS_TEXTS = {
  title: (name: string) => `${name} - Meters List`,
  subtitle: 'Track meters assigned to this field officer',
  allStatus: 'All Status',
  empty: 'No meters found for this field officer',
  noOfficer: 'No field officer information available',
  loadError: 'Failed to load field officer meters data',
  viewDetails: 'View Details',
  edit: 'Edit',
} as const;

/** One officer's modems (SPEC §2.6). */
export const OFFICER_MODEMS_TEXTS = {
  titlePrefix: 'Modems by',
  defaultName: 'Field Officer',
  invalidPhone: 'Invalid field officer phone number',
  /** The server knows no officer (that the caller may see) by this phone: a Retry could never help. */
  noOfficerWithPhone: (phone: string) => `No field officer with phone ${phone}`,
  goBack: 'Go Back',
  loadError: 'Failed to load modems data. Please try again.',
  tiles: {
    total: 'Total',
    commissioned: 'Commissioned',
    accepted: 'Accepted',
    rejected: 'Rejected',
  },
  columns: {
    id: 'Modem ID',
    modemSno: 'Modem No',
    meterSno: 'Meter No',
    serviceNo: 'Service No',
    consumerName: 'Consumer Name',
    location: 'Location',
    status: 'Status',
    installedOn: 'Installed On',
    lastCommunicatedAt: 'Last Communication',
  },
} as const;

/** Admin management screens (SPEC §2.7). */
export const ADMIN_TEXTS = {
  allRoles: 'All Roles',
  addAeAdmin: 'Add AE_ADMIN',
  addBiAdmin: 'Add BI Admin',
  addAeAdminTitle: 'Add New AE_ADMIN',
  createAdmin: 'Create Admin',
  creating: 'Creating...',
  noEmail: 'No email',
  notAvailable: 'N/A',
  searchPlaceholder: 'Search by name, email, or phone...',
  loadingAdmins: 'Loading admins data...',
  loadingBiAdmins: 'Loading BI_ADMINs data...',
  emptyAdmins: 'No admins found matching your criteria',
  emptyBiAdmins: 'No BI_ADMINs found matching your criteria',
  adminsError: 'Failed to load admins data. Please try again.',
  biAdminsError: 'Failed to load BI_ADMINs data. Please try again.',
  active: 'Active',
  inactive: 'Inactive',
} as const;

export const ADMIN_COLUMNS = {
  id: 'Admin ID',
  name: 'Name',
  contact: 'Contact',
  username: 'Username',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
  division: 'Division',
  status: 'Status',
  lastLogin: 'Last Login',
  createdAt: 'Created Date',
  actions: 'Actions',
} as const;

/** Who an account-state confirmation talks about (SPEC §4). */
export type PersonKind = 'field officer' | 'admin' | 'BI_ADMIN';

/**
 * SPEC §4's account-state confirmation, titled by what it does and to whom (issue 38: "Deactivate Ravi
 * Verma?", not "Confirm Action"), and SPEC §2.7's "User Already Exists".
 */
export const PEOPLE_DIALOGS = {
  confirmTitle: (activate: boolean, name: string) => `${activate ? 'Activate' : 'Deactivate'} ${name}?`,
  confirmLabel: (activate: boolean) => (activate ? 'Activate' : 'Deactivate'),
  confirmQuestion: (activate: boolean, who: PersonKind) =>
    `Are you sure you want to ${activate ? 'activate' : 'deactivate'} this ${who}?`,
  confirmEffect: (activate: boolean, who: PersonKind) =>
    activate
      ? `This will allow the ${who} to access the system.`
      : `This will prevent the ${who} from accessing the system.`,
  cancel: 'Cancel',
  confirm: 'Confirm',
  userExistsTitle: 'User Already Exists',
  addAccess: (view: string) => `Add ${view} Access`,
  updatingAccess: 'Updating Access...',
} as const;

/** Labels of the officer and admin forms (SPEC §2.7, §5); a required field's label carries "*". */
export const PERSON_FIELDS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  phone: 'Phone',
  alternatePhone: 'Alternate Phone',
  email: 'Email',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  circle: 'Circle',
  division: 'Division',
  subDivision: 'Sub Division',
  section: 'Section',
} as const;
