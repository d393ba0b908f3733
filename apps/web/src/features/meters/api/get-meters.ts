import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MeterPage } from '@smms/shared';
import { api } from '@/lib/api-client';
import { meterKeys } from './meter-keys';

export type MeterListQuery = Record<string, string | number>;

/** One officer's meters, or every meter in the caller's scope (the server narrows AE_ADMIN). */
export const meterListPath = (officerId?: number) =>
  officerId ? `/meters/field-officer/${officerId}` : '/meters';

export const fetchMeters = (path: string, query: MeterListQuery, signal?: AbortSignal) =>
  api.get<MeterPage>(path, { query, signal });

export const metersQueryOptions = (query: MeterListQuery, officerId?: number) => {
  const path = meterListPath(officerId);
  return queryOptions({
    queryKey: meterKeys.list(path, query),
    queryFn: ({ signal }) => fetchMeters(path, query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
};

export const useMeters = (query: MeterListQuery, officerId?: number, enabled = true) =>
  useQuery({ ...metersQueryOptions(query, officerId), enabled });
