import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Modem, ModemResponse, UndoDecision } from '@smms/shared';
import type { Decision } from '@/components/review/use-decision';
import { api, isApiError } from '@/lib/api-client';
import { summaryKeys } from '@/lib/query-keys';
import { modemKeys } from './modem-keys';

export const changeModemCommission = async ({ id, ...change }: Decision) =>
  (await api.put<z.infer<typeof ModemResponse>>(`/modem/${id}/commission-status`, change)).data;

export const undoModemDecision = async ({ id, ...undo }: UndoDecision & { id: number }) =>
  (await api.post<z.infer<typeof ModemResponse>>(`/modem/${id}/undo-decision`, undo)).data;

type Page = { data: Modem[] };

/**
 * A review call on one modem, with the version the reviewer saw. The open modem and its row take the server's
 * record at once, then the lists and counts are fetched again; a 409 (someone else changed it) reloads the modem
 * so the dialog shows its new state.
 */
function useModemReviewCall<V extends { id: number }>(mutationFn: (variables: V) => Promise<Modem>) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: modemKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: summaryKeys.dashboard }),
      queryClient.invalidateQueries({ queryKey: summaryKeys.notifications }),
      queryClient.invalidateQueries({ queryKey: summaryKeys.activities }),
    ]);
  return useMutation({
    mutationFn,
    meta: { toastError: false },
    onSuccess: async (modem: Modem) => {
      queryClient.setQueryData(modemKeys.detail(modem.id), modem);
      void queryClient.invalidateQueries({ queryKey: modemKeys.reviewRecord(modem.id) });
      queryClient.setQueriesData<Page>({ queryKey: modemKeys.lists() }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.id === modem.id ? modem : row)) } : page,
      );
      await refresh();
    },
    onError: async (error, { id }) => {
      if (!isApiError(error) || error.status !== 409) return;
      await Promise.all([queryClient.invalidateQueries({ queryKey: modemKeys.detail(id) }), refresh()]);
    },
  });
}

/** PUT /modem/{id}/commission-status. */
export const useChangeModemCommission = () => useModemReviewCall(changeModemCommission);

/** POST /modem/{id}/undo-decision (issue 38) with the version the decision answered with. */
export const useUndoModemDecision = () => useModemReviewCall(undoModemDecision);
