import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitingQuery, WaitingResponse } from '@smms/shared';
import { api } from '@/lib/api-client';
import { summaryKeys } from '@/lib/query-keys';

/** Under the dashboard's key: a review that refreshes the counts refreshes the waits too. */
export const waitingQueryOptions = (query: WaitingQuery) =>
  queryOptions({
    queryKey: [...summaryKeys.dashboard, 'waiting', query],
    queryFn: async ({ signal }) =>
      (await api.get<WaitingResponse>('/dashboard/waiting', { query, signal })).data,
  });

/** One step's waits grouped by circle, division or officer, in the caller's scope. */
export const useWaiting = (query: WaitingQuery) => useQuery(waitingQueryOptions(query));
