import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MeterPage } from '@smms/shared';
import { api } from '@/lib/api-client';

export type OfficerMetersQuery = Record<string, string | number>;

export const officerMetersPath = (officerId: number) => `/meters/field-officer/${officerId}`;
export const OFFICER_METERS_EXPORT_PATH = '/meters/export';

/**
 * The key sits under the meter lists' prefix ['meters', 'list'] on purpose: saving a meter invalidates
 * that prefix, so an edit made from this page refreshes this list too.
 */
export const officerMetersQueryOptions = (officerId: number, query: OfficerMetersQuery) =>
  queryOptions({
    queryKey: ['meters', 'list', officerMetersPath(officerId), query] as const,
    queryFn: ({ signal }) => api.get<MeterPage>(officerMetersPath(officerId), { query, signal }),
    placeholderData: keepPreviousData,
  });

/** One officer's meters, by the officer's id from the URL. */
export const useOfficerMeters = (officerId: number, query: OfficerMetersQuery, enabled = true) =>
  useQuery({ ...officerMetersQueryOptions(officerId, query), enabled });
