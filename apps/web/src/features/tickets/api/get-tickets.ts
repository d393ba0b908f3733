import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TicketPage } from '@smms/shared';
import { api } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

/** GET /tickets: one page of modem tech-support tickets. */
export const TICKETS_PATH = '/tickets';
/** Its export: every ticket matching the filters, as modem-tech-support-tickets-{date}.csv. */
export const TICKETS_EXPORT_PATH = `${TICKETS_PATH}/export`;

export const useTickets = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: ticketKeys.list(query),
    queryFn: ({ signal }) => api.get<TicketPage>(TICKETS_PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
