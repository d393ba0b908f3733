import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardTrendResponse, View } from '@smms/shared';
import { api } from '@/lib/api-client';
import { summaryKeys } from '@/lib/query-keys';

export const fetchTrend = async (view: View, signal?: AbortSignal) =>
  (await api.get<DashboardTrendResponse>('/dashboard/trend', { query: { view }, signal })).data;

/** Under the dashboard's key: a review that refreshes the counts refreshes the trend too. */
export const trendQueryOptions = (view: View) =>
  queryOptions({
    queryKey: [...summaryKeys.dashboard, 'trend', view],
    queryFn: ({ signal }) => fetchTrend(view, signal),
  });

/** Installs and approvals per day over the last 30 days, in the caller's scope. */
export const useTrend = (view: View) => useQuery(trendQueryOptions(view));
