import { ADMIN_LIST_LABELS } from '@smms/shared';

/** The admin screens' words the spec leaves to us; the labels the tests find them by are shared. */
export const ADMINS_UI = {
  ...ADMIN_LIST_LABELS,
  biAdminSearchPlaceholder: 'Search by name, username, email, or phone...',
  editAdminTitle: 'Edit AE_ADMIN',
  editBiAdminTitle: 'Edit BI_ADMIN',
  adminFormDescription: 'The admin signs in to this console with the username and password.',
  statsActive: 'Active',
  statsInactive: 'Inactive',
} as const;
