/** Server-side CSV export of every officer matching the list's filters; the server names the file. */
export const OFFICERS_EXPORT_PATH = '/users/field-officers/export';

/** Used only if the server's Content-Disposition is missing. */
export const OFFICERS_EXPORT_FALLBACK_NAME = 'field-officers.csv';
