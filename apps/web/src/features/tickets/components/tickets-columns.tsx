import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { Eye } from 'lucide-react';
import {
  TICKET_COLUMNS as C,
  TICKET_DIALOG_TEXTS as D,
  TICKET_LIST_TEXTS as T,
  ticketNumber,
  type Ticket,
} from '@smms/shared';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';

const column = createColumnHelper<Ticket>();
const orNa = (value: string | null | undefined) => value || D.notSet;
/** Long words wrap inside their cell, so the default columns fit beside the sidebar at 1280–1440 px. */
const wrap = (value: string | null | undefined) => <span className="whitespace-normal">{orNa(value)}</span>;

/** SPEC §2.8's columns; the view button opens the ticket as a row click does. */
export const ticketColumns = (onView: (ticket: Ticket) => void) =>
  [
    column.accessor('id', {
      id: 'id',
      header: C.id,
      meta: { card: 'title' },
      cell: (c) => <span className="font-medium whitespace-nowrap">{ticketNumber(c.getValue())}</span>,
    }),
    column.accessor('title', {
      id: 'title',
      header: C.title,
      meta: { card: 'figure' },
      cell: (c) => <span className="line-clamp-2 min-w-36 whitespace-normal">{c.getValue()}</span>,
    }),
    column.accessor('status', {
      id: 'status',
      header: C.status,
      meta: { card: 'state' },
      cell: (c) => <TicketStatusBadge status={c.getValue()} />,
    }),
    column.accessor('priority', {
      id: 'priority',
      header: C.priority,
      meta: { card: 'figure' },
      cell: (c) => <TicketPriorityBadge priority={c.getValue()} />,
    }),
    column.accessor('category', {
      id: 'category',
      header: C.category,
      enableSorting: false,
      cell: (c) => wrap(c.getValue()),
    }),
    column.accessor('reportedBy', {
      id: 'reportedBy',
      header: C.reportedBy,
      enableSorting: false,
      // Off by default, with Location, so the list fits 1280 px; the ticket's dialog shows both.
      meta: { hiddenByDefault: true },
      cell: (c) => wrap(c.getValue()),
    }),
    column.accessor('modemSno', {
      id: 'modemSno',
      header: C.modemSno,
      enableSorting: false,
      meta: { card: 'figure' },
      cell: (c) => orNa(c.getValue()),
    }),
    column.accessor('location', {
      id: 'location',
      header: C.location,
      enableSorting: false,
      meta: { hiddenByDefault: true },
      cell: (c) => wrap(c.getValue()),
    }),
    column.accessor('createdAt', {
      id: 'createdAt',
      header: C.createdAt,
      cell: (c) => <span className="whitespace-nowrap">{formatDate(c.getValue())}</span>,
    }),
    column.display({
      id: 'actions',
      header: C.actions,
      meta: { stickyEnd: true },
      cell: ({ row: { original: ticket } }) => (
        <Button
          size="icon"
          variant="outline"
          title={T.view}
          aria-label={T.viewRow(ticketNumber(ticket.id))}
          onClick={(event) => {
            event.stopPropagation();
            onView(ticket);
          }}
          onKeyDown={(event) => event.stopPropagation()}
        >
          <Eye aria-hidden="true" />
        </Button>
      ),
    }),
  ] as ColumnDef<Ticket, unknown>[];
