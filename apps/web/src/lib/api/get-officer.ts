import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldOfficer } from '@smms/shared';
import { api } from '@/lib/api-client';
import { userKeys } from './user-keys';

export const fetchOfficer = async (id: number, signal?: AbortSignal) =>
  (await api.get<{ success: true; data: FieldOfficer }>(`/users/${id}`, { signal })).data;

/** One officer by id: names an officer's page on a bookmark or reload, when no navigation state came with it. */
export const officerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...userKeys.lists(), 'officer', id] as const,
    queryFn: ({ signal }) => fetchOfficer(id, signal),
  });

export const useOfficer = (id: number, enabled: boolean) => useQuery({ ...officerQueryOptions(id), enabled });
