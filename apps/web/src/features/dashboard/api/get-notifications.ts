import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NotificationList } from '@smms/shared';
import { api } from '@/lib/api-client';
import { summaryKeys } from '@/lib/query-keys';

export const fetchNotifications = async (signal?: AbortSignal) =>
  (await api.get<z.infer<typeof NotificationList>>('/notifications', { signal })).data;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: summaryKeys.notifications,
    queryFn: ({ signal }) => fetchNotifications(signal),
    refetchInterval: 5 * 60_000,
  });

/** What awaits the signed-in user (DESIGN §6), for the header's bell. */
export const useNotifications = () => useQuery(notificationsQueryOptions());
