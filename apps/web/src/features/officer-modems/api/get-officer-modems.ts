import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ModemPage } from '@smms/shared';
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
