import type { ModemList } from '@smms/shared';
import { modemListPath } from './get-modems';

/** GET /modem/{list}/export: every modem matching the list's filters, named by the server. */
export const modemExportPath = (list: ModemList) => `${modemListPath(list)}/export`;

/** Used only if the server's Content-Disposition is missing (SPEC §2.9's prefix, without the date). */
export const modemExportFallbackName = (prefix: string) => `${prefix}.csv`;
