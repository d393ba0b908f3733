import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from './user-keys';

/**
 * The division filter's options: the divisions of the installations in the caller's scope, which are
 * where its officers work. (There is no people-side list of divisions yet.)
 */
export const fetchDivisions = async (signal?: AbortSignal) =>
  (await api.get<{ success: true; data: string[] }>('/meters/divisions', { signal })).data;

export const divisionsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.divisions(),
    queryFn: ({ signal }) => fetchDivisions(signal),
    staleTime: 5 * 60_000,
  });

export const useDivisions = (enabled = true) => useQuery({ ...divisionsQueryOptions(), enabled });
