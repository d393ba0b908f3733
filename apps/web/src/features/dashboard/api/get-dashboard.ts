import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DashboardResponse, View } from '@smms/shared';
import { api } from '@/lib/api-client';
import { summaryKeys } from '@/lib/query-keys';

export const fetchDashboard = async (view: View, signal?: AbortSignal) =>
  (await api.get<z.infer<typeof DashboardResponse>>('/dashboard', { query: { view }, signal })).data;

export const dashboardQueryOptions = (view: View) =>
  queryOptions({
    queryKey: [...summaryKeys.dashboard, view],
    queryFn: ({ signal }) => fetchDashboard(view, signal),
  });

/** The cards' counts of one view, from one aggregate call, scoped to the caller by the server. */
export const useDashboard = (view: View) => useQuery(dashboardQueryOptions(view));
