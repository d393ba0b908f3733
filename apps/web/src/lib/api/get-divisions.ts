import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meterKeys } from './meter-keys';

export const fetchMeterDivisions = async (signal?: AbortSignal) =>
  (await api.get<{ success: true; data: string[] }>('/meters/divisions', { signal })).data;

export const meterDivisionsQueryOptions = () =>
  queryOptions({
    queryKey: meterKeys.divisions(),
    queryFn: ({ signal }) => fetchMeterDivisions(signal),
    staleTime: 5 * 60_000,
  });

/** The division filter's options: the divisions of the meters in scope. */
export const useMeterDivisions = (enabled = true) => useQuery({ ...meterDivisionsQueryOptions(), enabled });
