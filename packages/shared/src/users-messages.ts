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
  cannotChangeSelf: 'You cannot deactivate or delete your own account.',
  hasInstallations:
    'This field officer has installations on record and cannot be deleted. Deactivate the account instead.',
} as const;
