import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Modem, ModemResponse } from '@smms/shared';
import type { Decision } from '@/components/review/use-decision';
import { api, isApiError } from '@/lib/api-client';
import { summaryKeys } from '@/lib/query-keys';
import { modemKeys } from './modem-keys';

export const changeModemCommission = async ({ id, ...change }: Decision) =>
  (await api.put<z.infer<typeof ModemResponse>>(`/modem/${id}/commission-status`, change)).data;

type Page = { data: Modem[] };

/**
 * PUT /modem/{id}/commission-status with the version the reviewer saw. The open modem and its row take the
 * server's record at once, then the lists and counts are fetched again; a 409 (someone else changed it)
 * reloads the modem so the dialog shows its new state.
 */
export function useChangeModemCommission() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: modemKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: summaryKeys.dashboard }),
      queryClient.invalidateQueries({ queryKey: summaryKeys.notifications }),
      queryClient.invalidateQueries({ queryKey: summaryKeys.activities }),
    ]);
  return useMutation({
    mutationFn: changeModemCommission,
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
