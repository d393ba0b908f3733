import type { AdminKind } from './get-admins';

/** Server-side CSV exports of every admin matching the list's filters; the server names the file. */
export const adminExportPath = (kind: AdminKind) =>
  kind === 'BI_ADMIN' ? '/users/bi-admin/export' : '/users/admin/export';

/** Used only if the server's Content-Disposition is missing. */
export const ADMIN_EXPORT_FALLBACK_NAMES = { AE_ADMIN: 'ae-admins.csv', BI_ADMIN: 'bi-admins.csv' } as const;
