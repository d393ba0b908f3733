import { PAGES, ROLE_PREFIX, type ConsoleRole, type View } from '@smms/shared';

/** Every console page by its path under the role's prefix: one table, in @smms/shared (the server names pages too). */
export { PAGES };

/** The login page; anyone not signed in, or without a console role, lands here. */
export const LOGIN_PATH = '/';

/** One role's page; `page` may also come from the server (dashboard cards, notifications name pages). */
export const pagePath = (role: ConsoleRole, page: string) => `${ROLE_PREFIX[role]}/${page}`;

/** The roles with officer lists, and each one's list in each view. */
export const OFFICER_LISTS = {
  AE_ADMIN: { Meters: PAGES.fieldOfficers, Modems: PAGES.modemFieldOfficers },
  BI_SUPER_ADMIN: { Meters: PAGES.fieldAssistants, Modems: PAGES.modemFieldAssistants },
} as const satisfies Partial<Record<ConsoleRole, Record<View, string>>>;
export type OfficerManager = keyof typeof OFFICER_LISTS;

export const officerListPath = (role: OfficerManager, view: View) =>
  pagePath(role, OFFICER_LISTS[role][view]);

/** One officer's meters, by the officer's id (SPEC §2.6). */
export const officerMetersPath = (role: OfficerManager, officerId: number) =>
  pagePath(role, `${PAGES.fieldOfficerMeters}/${officerId}`);

/** One officer's modems, by the officer's phone (SPEC §2.6). */
export const officerModemsPath = (role: OfficerManager, phone: string) =>
  pagePath(role, `${PAGES.fieldOfficerModems}/${phone}`);

/** '/superadmin/field-officer-meters/7' -> { prefix: '/superadmin', page: 'field-officer-meters' }. */
export function splitPath(pathname: string): { prefix: string; page: string } {
  const [, prefix = '', page = ''] = pathname.split('/');
  return { prefix: `/${prefix}`, page };
}
