import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ModemPage, OfficerModemCounts } from '@smms/shared';
import { api } from '@/lib/api-client';

export const officerModemsPath = (phone: string) => `/modem/by-field-officer/${encodeURIComponent(phone)}`;
export const officerModemsExportPath = (phone: string) => `${officerModemsPath(phone)}/export`;
/** Used only if the server's Content-Disposition is missing. */
export const OFFICER_MODEMS_EXPORT_FALLBACK_NAME = 'field-officer-modems.csv';

export const officerModemsQueryOptions = (phone: string, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['modems', 'list', officerModemsPath(phone), query] as const,
    queryFn: ({ signal }) => api.get<z.infer<typeof ModemPage>>(officerModemsPath(phone), { query, signal }),
    placeholderData: keepPreviousData,
  });

/** One officer's modems, by the officer's phone (SPEC §7: GET /modem/by-field-officer/{phone}). */
export const useOfficerModems = (phone: string, query: Record<string, string | number>) =>
  useQuery(officerModemsQueryOptions(phone, query));

/**
 * The officer page's tiles for the modems installed in the range (GET /modem/by-field-officer/{phone}/counts):
 * asked only while a range is chosen; without one the officer's own counts are the tiles.
 */
export function useOfficerModemCounts(
  phone: string,
  range: { installedFrom?: string; installedTo?: string },
) {
  const query = Object.fromEntries(Object.entries(range).filter(([, value]) => value)) as Record<
    string,
    string
  >;
  return useQuery({
    queryKey: ['modems', 'list', officerModemsPath(phone), 'counts', query] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: OfficerModemCounts }>(`${officerModemsPath(phone)}/counts`, { query, signal }),
    enabled: Object.keys(query).length > 0,
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}
