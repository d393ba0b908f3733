import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangeFlagChecks, FlagChecksResponse } from '@smms/shared';
import { api, isApiError } from '@/lib/api-client';

type Answer = z.infer<typeof FlagChecksResponse>;
const FLAG_CHECKS_KEY = ['settings', 'flag-checks'] as const;
/** How often the card reads again while the stored photos are being checked again. */
const RECHECK_REFRESH_MS = 2_000;

/** GET /settings/flag-checks, read again every few seconds while a re-check runs, to show how far it has come. */
export const useFlagChecks = () =>
  useQuery({
    queryKey: FLAG_CHECKS_KEY,
    queryFn: async ({ signal }) => (await api.get<Answer>('/settings/flag-checks', { signal })).data,
    refetchInterval: (query) =>
      query.state.data?.recheck && !query.state.data.recheck.finishedAt ? RECHECK_REFRESH_MS : false,
  });

/**
 * PUT /settings/flag-checks with the version shown. A 409 (someone else saved first) reloads the setting; a save
 * refreshes every list and count, as the flags it removes or finds change them.
 */
export function useSaveFlagChecks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ChangeFlagChecks) => api.put<Answer>('/settings/flag-checks', change),
    meta: { toastError: false },
    onSuccess: (answer) => {
      queryClient.setQueryData(FLAG_CHECKS_KEY, answer.data);
      // Not awaited: the save is done, and the card shows it while the lists read again.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'settings' });
    },
    onError: async (error) => {
      if (isApiError(error) && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: FLAG_CHECKS_KEY });
    },
  });
}
