import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HistoryEntry, HistoryResponse } from '@smms/shared';
import { api } from '@/lib/api-client';
import { meterKeys } from './meter-keys';

export const HISTORY_PAGE_SIZE = 20;

/**
 * One page of a meter's History (its review record's steps and its other changes), newest first, at or before
 * `before`. The call has no offset, so the next page asks up to the oldest instant seen, inclusive, and drops
 * the entries already shown: entries sharing that instant (one transaction's) are never skipped.
 */
export const fetchMeterHistory = async (meterId: number, before: string | null, signal?: AbortSignal) =>
  (
    await api.get<z.infer<typeof HistoryResponse>>(`/meters/${meterId}/history`, {
      query: { limit: HISTORY_PAGE_SIZE, to: before },
      signal,
    })
  ).data;

/** The next page's bound: the oldest entry's instant plus a millisecond (the database keeps microseconds). */
const nextBound = (oldest: HistoryEntry) => new Date(Date.parse(oldest.at) + 1).toISOString();

/** The meter's History, newest first, a page at a time. */
export function useMeterHistory(meterId: number) {
  return useInfiniteQuery({
    // meterKeys.history(meterId)'s shape, so refreshing every history after a review reaches this one.
    queryKey: [...meterKeys.all, 'history', meterId] as const,
    queryFn: ({ pageParam, signal }) => fetchMeterHistory(meterId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last, pages) => {
      const oldest = last.at(-1);
      if (last.length < HISTORY_PAGE_SIZE || !oldest) return undefined;
      const seen = new Set(pages.slice(0, -1).flatMap((page) => page.map((entry) => entry.key)));
      // A page with nothing new means one instant holds more than a page: stop rather than loop.
      if (last.every((entry) => seen.has(entry.key))) return undefined;
      return nextBound(oldest);
    },
    select: (data) => [...new Map(data.pages.flat().map((entry) => [entry.key, entry])).values()],
  });
}
