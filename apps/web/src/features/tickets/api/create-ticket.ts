import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateTicket, TicketResponse } from '@smms/shared';
import { api } from '@/lib/api-client';
import { summaryKeys } from '@/lib/query-keys';
import { ticketKeys } from './ticket-keys';

/** POST /tickets: the caller reports a problem; the ticket starts open. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateTicket) =>
      (await api.post<z.infer<typeof TicketResponse>>('/tickets', body)).data,
    meta: { toastError: false },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: summaryKeys.activities }),
      ]),
  });
}
