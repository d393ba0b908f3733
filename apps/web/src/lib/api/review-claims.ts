import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ClaimListFilters,
  ClaimLookupResponse,
  ClaimQueue,
  ClaimResultResponse,
  MyClaimsResponse,
  ReleasedResponse,
  ReviewerClaimsResponse,
} from '@smms/shared';
import { api } from '@/lib/api-client';

/** Claimed review queues (issue 41): the calls of "Start reviewing", the rows' reviewers and the super admin's view. */
export const CLAIMS_PATH = '/review-claims';
/** Meters or modems: which kind of installation a queue's claims are. */
export type ClaimKind = 'meters' | 'modems';
/** Where each kind's rows are asked who is reviewing them (beside its other calls: /meters/…, /modem/…). */
const LOOKUP_PATH: Record<ClaimKind, string> = { meters: '/meters/claims', modems: '/modem/claims' };
export const claimKeys = {
  all: ['review-claims'] as const,
  of: (kind: ClaimKind, ids: readonly number[]) => [...claimKeys.all, kind, ids.join(',')] as const,
  reviewers: () => [...claimKeys.all, 'reviewers'] as const,
  mine: () => [...claimKeys.all, 'mine'] as const,
};
/** How often the rows' reviewers are asked again while a list is open: others start and stop meanwhile. */
const CLAIMS_REFRESH_MS = 30_000;

/** Who is reviewing the installations on screen (none asked while the page has no rows). */
export const useClaimsOf = (kind: ClaimKind, ids: readonly number[]) =>
  useQuery({
    queryKey: claimKeys.of(kind, ids),
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof ClaimLookupResponse>>(LOOKUP_PATH[kind], {
        query: { ids: ids.join(',') },
        signal,
      }),
    select: (answer) => answer.data,
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: CLAIMS_REFRESH_MS,
  });

/** How many meters and modems the caller is reviewing now, and until when (a reload keeps Stop reviewing). */
export const useMyClaims = () =>
  useQuery({
    queryKey: claimKeys.mine(),
    queryFn: ({ signal }) => api.get<z.infer<typeof MyClaimsResponse>>(`${CLAIMS_PATH}/mine`, { signal }),
    select: (answer) => answer.data,
    refetchInterval: CLAIMS_REFRESH_MS,
  });

/** After a claim changes: the rows' reviewers, the claim-filtered lists and the super admin's view, read again. */
function useClaimsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: claimKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['meters'] }),
      queryClient.invalidateQueries({ queryKey: ['modems'] }),
    ]);
}

/** POST /review-claims: Start reviewing, with the filters of the list it starts from. */
export function useStartReviewing() {
  const changed = useClaimsChanged();
  return useMutation({
    mutationFn: (input: { queue: ClaimQueue; count: number; filters: ClaimListFilters }) =>
      api.post<z.infer<typeof ClaimResultResponse>>(CLAIMS_PATH, input),
    onSuccess: changed,
  });
}

/** DELETE /review-claims/mine: Stop reviewing. */
export function useStopReviewing() {
  const changed = useClaimsChanged();
  return useMutation({
    mutationFn: () => api.delete<z.infer<typeof ReleasedResponse>>(`${CLAIMS_PATH}/mine`),
    onSuccess: changed,
  });
}

/** GET /review-claims: every reviewer holding claims (the super admin's). */
export const useReviewerClaims = () =>
  useQuery({
    queryKey: claimKeys.reviewers(),
    queryFn: ({ signal }) => api.get<z.infer<typeof ReviewerClaimsResponse>>(CLAIMS_PATH, { signal }),
    select: (answer) => answer.data,
    refetchInterval: CLAIMS_REFRESH_MS,
  });

/** DELETE /review-claims/:userId: the super admin releases a reviewer's claims. */
export function useReleaseClaims() {
  const changed = useClaimsChanged();
  return useMutation({
    mutationFn: (userId: number) => api.delete<z.infer<typeof ReleasedResponse>>(`/review-claims/${userId}`),
    onSuccess: changed,
  });
}
