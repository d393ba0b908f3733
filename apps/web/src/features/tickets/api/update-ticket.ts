import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TicketResponse, UpdateTicket } from '@smms/shared';
import { api, isApiError } from '@/lib/api-client';
import { summaryKeys } from '@/lib/query-keys';
import { ticketKeys } from './ticket-keys';

export type TicketChange = UpdateTicket & { id: number };

/**
 * PUT /tickets/{id} with the version the person saw. The answer is the ticket as it now is; a 409
 * (someone else changed it first, or a move the lifecycle refuses) reloads it so the dialog shows it.
 */
export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...change }: TicketChange) =>
      (await api.put<z.infer<typeof TicketResponse>>(`/tickets/${id}`, change)).data,
    meta: { toastError: false },
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: summaryKeys.activities }),
      ]);
    },
    onError: async (error, { id }) => {
      if (!isApiError(error) || error.status !== 409) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
      ]);
    },
  });
}
