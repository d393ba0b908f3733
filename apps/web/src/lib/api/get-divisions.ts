import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const fetchDivisions = async (signal?: AbortSignal) =>
  (await api.get<{ success: true; data: string[] }>('/meters/divisions', { signal })).data;

export const divisionsQueryOptions = () =>
  queryOptions({
    queryKey: ['divisions'] as const,
    queryFn: ({ signal }) => fetchDivisions(signal),
    staleTime: 5 * 60_000,
  });

/**
 * The division filters' options on the meter and officer lists: the divisions of the installations in
 * the caller's scope, which are also where its officers work (there is no people-side list of them).
 */
export const useDivisions = (enabled = true) => useQuery({ ...divisionsQueryOptions(), enabled });
