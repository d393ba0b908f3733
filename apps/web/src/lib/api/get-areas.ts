import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Area, AreaList } from '@smms/shared';
import { api } from '@/lib/api-client';

export const areaKeys = { all: ['areas'] as const };

export const fetchAreas = async (signal?: AbortSignal): Promise<Area[]> =>
  (await api.get<AreaList>('/areas', { signal })).data;

export const areasQueryOptions = () =>
  queryOptions({
    queryKey: areaKeys.all,
    queryFn: ({ signal }) => fetchAreas(signal),
    staleTime: 5 * 60_000,
  });

/** The area hierarchy (issue 11): the people forms choose from it, the super admin's Areas screen shapes it. */
export const useAreas = () => useQuery(areasQueryOptions());
