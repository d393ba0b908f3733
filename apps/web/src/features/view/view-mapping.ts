import type { View } from '@smms/shared';

/**
 * Each page of the meters view and its twin in the modems view (SPEC §2.3 view switching).
 * Both tech-support readings of SPEC §2.1 map to the one modem tech-support page.
 */
export const VIEW_PAGE_PAIRS: ReadonlyArray<readonly [meters: string, modems: string]> = [
  ['dashboard', 'dashboard'],
  ['meters-installed', 'modems-installed'],
  ['meters-commissioned', 'modems-commissioned'],
  ['commission-done', 'modems-commission-done'],
  ['commission-rejected', 'modems-commission-rejected'],
  ['field-assistants', 'modem-field-assistants'],
  ['manage-admins', 'modem-manage-admins'],
  ['manage-bi-admins', 'modem-manage-bi-admins'],
  ['tech-support', 'modem-tech-support'],
  ['pending-tech-support', 'modem-tech-support'],
  ['field-officers', 'modem-field-officers'],
];

/** One officer's list has no twin; switching view from it goes to the officer list it came from. */
const DETAIL_PARENT: Record<string, string> = {
  '/admin/field-officer-meters': 'field-officers',
  '/superadmin/field-officer-meters': 'field-assistants',
  '/superadmin/field-officer-modems': 'modem-field-assistants',
};

const METERS_PAGES = new Set([...VIEW_PAGE_PAIRS.map(([meters]) => meters), 'field-officer-meters']);
const MODEMS_PAGES = new Set([...VIEW_PAGE_PAIRS.map(([, modems]) => modems), 'field-officer-modems']);

/** '/superadmin/field-officer-meters/7' -> { prefix: '/superadmin', page: 'field-officer-meters' }. */
export function splitPath(pathname: string): { prefix: string; page: string } {
  const [, prefix = '', page = ''] = pathname.split('/');
  return { prefix: `/${prefix}`, page };
}

/** The view a page belongs to; null for pages of both views (the dashboard) and unknown pages. */
export function viewOfPage(page: string): View | null {
  if (page === 'dashboard') return null;
  if (METERS_PAGES.has(page)) return 'Meters';
  if (MODEMS_PAGES.has(page)) return 'Modems';
  return null;
}

export const viewOfPath = (pathname: string): View | null => viewOfPage(splitPath(pathname).page);

/** The page of `view` matching `page`; the dashboard when it has no twin. */
export function twinPage(page: string, view: View): string {
  const pair = VIEW_PAGE_PAIRS.find(([meters, modems]) => (view === 'Meters' ? modems : meters) === page);
  if (!pair) return 'dashboard';
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
