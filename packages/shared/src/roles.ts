import type { ConsoleRole, Role } from './enums.js';

/** Route prefix of each console role (SPEC §2.1). */
export const ROLE_PREFIX: Record<ConsoleRole, string> = {
  BI_SUPER_ADMIN: '/superadmin',
  BI_ADMIN: '/biadmin',
  AE_ADMIN: '/admin',
};

export const roleHome = (role: ConsoleRole): string => `${ROLE_PREFIX[role]}/dashboard`;

/** The header title of each role. */
export const ROLE_TITLE: Record<Role, string> = {
  BI_SUPER_ADMIN: 'BI_SUPER_ADMIN',
  BI_ADMIN: 'BI_ADMIN',
  AE_ADMIN: 'AE_ADMIN',
  FIELD_OFFICER: 'FIELD_OFFICER',
};
