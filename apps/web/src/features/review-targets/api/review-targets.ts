import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangeReviewTargets, ReviewTargetsResponse } from '@smms/shared';
import { api, isApiError } from '@/lib/api-client';
import { REVIEW_TARGETS_KEY, reviewTargetsOptions } from '@/lib/api/get-review-targets';

type Answer = z.infer<typeof ReviewTargetsResponse>;

export const useReviewTargets = () => useQuery(reviewTargetsOptions());

/**
 * PUT /settings/review-targets with the version shown. A 409 (someone else saved first) reloads them, so the page
 * shows that change; a save refreshes every list and count that reads the targets.
 */
export function useSaveReviewTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ChangeReviewTargets) => api.put<Answer>('/settings/review-targets', change),
    meta: { toastError: false },
    onSuccess: async (answer) => {
      queryClient.setQueryData(REVIEW_TARGETS_KEY, answer.data);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'settings' });
    },
    onError: async (error) => {
      if (isApiError(error) && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: REVIEW_TARGETS_KEY });
    },
  });
}
