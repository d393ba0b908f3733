import type { AdminKind } from './get-admins';

/** Server-side CSV exports of every person matching the list's filters; the server names the file. */
export const OFFICERS_EXPORT_PATH = '/users/field-officers/export';
export const adminExportPath = (kind: AdminKind) =>
  kind === 'BI_ADMIN' ? '/users/bi-admin/export' : '/users/admin/export';

/** Used only if the server's Content-Disposition is missing. */
export const EXPORT_FALLBACK_NAMES = {
  officers: 'field-officers.csv',
  AE_ADMIN: 'ae-admins.csv',
  BI_ADMIN: 'bi-admins.csv',
  officerMeters: 'field-officer-meters.csv',
  officerModems: 'field-officer-modems.csv',
} as const;
