import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import {
  PAGE_TITLES,
  TABLE_ITEMS,
  TICKET_LIST_TEXTS as T,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  ticketNumber,
  type Ticket,
} from '@smms/shared';
import { DataTable, ExportButton, ListToolbar, pageQueryProps, useListParams } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { TICKETS_EXPORT_PATH, useTickets } from '../api/get-tickets';
import { NewTicketDialog } from './new-ticket-dialog';
import { TicketDialog } from './ticket-dialog';
import { ticketColumns } from './tickets-columns';

type Filter = 'status' | 'priority';
const STATUS_OPTIONS = TICKET_STATUSES.map((value) => ({ value, label: TICKET_STATUS_LABELS[value] }));
const PRIORITY_OPTIONS = TICKET_PRIORITIES.map((value) => ({ value, label: TICKET_PRIORITY_LABELS[value] }));

/**
 * Modem Tech Support (SPEC §2.8; DESIGN §6: stored tickets): search, status and priority filters kept in
 * the URL, Export of every matching ticket, the ticket dialog, and New Ticket.
 */
export function TicketsList() {
  const list = useListParams<Filter>({
    filters: ['status', 'priority'],
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
  });
  const tickets = useTickets(list.pageQuery);
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => ticketColumns((ticket: Ticket) => setOpenId(ticket.id)), []);

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.modemTechSupport}
        actions={
          <>
            <ExportButton
              path={TICKETS_EXPORT_PATH}
              fallbackName={`${T.exportPrefix}.csv`}
              query={list.exportQuery}
            />
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              {T.newTicket}
            </Button>
          </>
        }
      />
      <ListToolbar
        list={list}
        search={{ placeholder: T.searchPlaceholder, label: T.searchLabel }}
        filters={[
          { param: 'status', label: T.statusFilter, all: T.allStatuses, options: STATUS_OPTIONS },
          { param: 'priority', label: T.priorityFilter, all: T.allPriorities, options: PRIORITY_OPTIONS },
        ]}
      />
      <DataTable
        label={T.table}
        listId="tickets"
        items={TABLE_ITEMS.tickets}
        columns={columns}
        {...pageQueryProps(tickets)}
        params={list}
        texts={{ loading: T.loading, empty: T.empty, error: T.error }}
        onRowClick={(ticket) => setOpenId(ticket.id)}
        rowLabel={(ticket) => T.viewRow(ticketNumber(ticket.id))}
      />
      {openId !== null && <TicketDialog id={openId} onClose={() => setOpenId(null)} />}
      {creating && (
        <NewTicketDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            setOpenId(id);
          }}
        />
      )}
    </>
  );
}
