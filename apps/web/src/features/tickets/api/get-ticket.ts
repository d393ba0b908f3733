import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TicketResponse } from '@smms/shared';
import { api } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

export const fetchTicket = async (id: number, signal?: AbortSignal) =>
  (await api.get<z.infer<typeof TicketResponse>>(`/tickets/${id}`, { signal })).data;

/** GET /tickets/{id}: one ticket with its history, fresh from the server. */
export const useTicket = (id: number) =>
  useQuery({ queryKey: ticketKeys.detail(id), queryFn: ({ signal }) => fetchTicket(id, signal) });
