import { TicketsList } from '@/features/tickets';

/** Modem Tech Support (SPEC §2.8): the stored tickets, their dialog and New Ticket. */
export function SuperAdminModemTechSupportPage() {
  return <TicketsList />;
}
