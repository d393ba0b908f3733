import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NotificationList, View } from '@smms/shared';
import { api } from '@/lib/api-client';
import { summaryKeys } from '@/lib/query-keys';

export const fetchNotifications = async (view: View, signal?: AbortSignal) =>
  (await api.get<z.infer<typeof NotificationList>>('/notifications', { query: { view }, signal })).data;

export const notificationsQueryOptions = (view: View) =>
  queryOptions({
    queryKey: [...summaryKeys.notifications, view],
    queryFn: ({ signal }) => fetchNotifications(view, signal),
    refetchInterval: 5 * 60_000,
  });

/** What awaits the signed-in user in a view (DESIGN §6), for the header's bell. */
export const useNotifications = (view: View) => useQuery(notificationsQueryOptions(view));
