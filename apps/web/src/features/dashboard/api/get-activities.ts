import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ActivityList } from '@smms/shared';
import { api } from '@/lib/api-client';
import { summaryKeys } from '@/lib/query-keys';

export type ActivityType = 'meter' | 'modem';
export const RECENT_ACTIVITY_LIMIT = 10;

export const fetchActivities = async (type: ActivityType, signal?: AbortSignal) =>
  (
    await api.get<z.infer<typeof ActivityList>>('/activities', {
      query: { type, limit: RECENT_ACTIVITY_LIMIT },
      signal,
    })
  ).data;

export const activitiesQueryOptions = (type: ActivityType) =>
  queryOptions({
    queryKey: [...summaryKeys.activities, type],
    queryFn: ({ signal }) => fetchActivities(type, signal),
  });

/** Recent Activities: the latest audit log entries of one kind, scoped like the lists. */
export const useActivities = (type: ActivityType) => useQuery(activitiesQueryOptions(type));
