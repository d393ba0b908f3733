import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TicketAssigneeList } from '@smms/shared';
import { api } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

/** GET /tickets/assignees: the active BI admins and super admins a ticket may be assigned to. */
export const useAssignees = () =>
  useQuery({
    queryKey: ticketKeys.assignees(),
    queryFn: async ({ signal }) =>
      (await api.get<z.infer<typeof TicketAssigneeList>>('/tickets/assignees', { signal })).data,
    staleTime: 60_000,
  });
