import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReviewTargetsSetting, slaCutoffs, type ReviewTargetsResponse, type SlaCutoffs } from '@smms/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { utilityTimeZone } from '@/lib/format-date';

type Answer = z.infer<typeof ReviewTargetsResponse>;
export const REVIEW_TARGETS_KEY = ['settings', 'review-targets'] as const;

/** GET /settings/review-targets: the targets in force, with their version (every console role reads them). */
export const reviewTargetsOptions = () =>
  queryOptions({
    queryKey: REVIEW_TARGETS_KEY,
    // Checked whole: every list's badges are worked out from it, and a malformed answer must show none, not fail.
    queryFn: async ({ signal }) =>
      ReviewTargetsSetting.parse((await api.get<Answer>('/settings/review-targets', { signal })).data),
    staleTime: 60_000,
  });

const cutoffsOf = new WeakMap<ReviewTargetsSetting, SlaCutoffs>();

/**
 * The cut-offs of the targets in force, worked out once each time they load (every minute at most, as the lists
 * refresh): what each row's Due soon or Overdue compares its step's start with, by the rule the server filters by.
 */
export function useSlaCutoffs(): SlaCutoffs | undefined {
  const { data } = useQuery(reviewTargetsOptions());
  if (!data) return undefined;
  let cutoffs = cutoffsOf.get(data);
  if (!cutoffs) {
    cutoffs = slaCutoffs(data, new Date(), utilityTimeZone());
    cutoffsOf.set(data, cutoffs);
  }
  return cutoffs;
}
