import { sql } from 'kysely';
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, type SortOrder } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { csvQuery, type CsvColumn } from '../../lib/csv-export.js';
import { dateCell, labelCell, plainCell, textCell } from '../../lib/csv-cells.js';
import { fullName, SORTS, ticketWhere, type TicketFilters } from './tickets.repo.js';

const text = (column: string) => textCell(sql.ref(column));

/** The ticket number of shared ticketNumber: TKT- and the id, at least 4 digits. */
const ticketNumber = sql`'TKT-' || (case when length(t.id::text) >= 4 then t.id::text else lpad(t.id::text, 4, '0') end)`;

const columns = (zone: string): CsvColumn[] =>
  (
    [
      ['Ticket ID', plainCell(ticketNumber)],
      ['Title', text('t.title')],
      ['Status', labelCell(sql.ref('t.status'), TICKET_STATUS_LABELS, 'empty')],
      ['Priority', labelCell(sql.ref('t.priority'), TICKET_PRIORITY_LABELS, 'empty')],
      ['Category', text('t.category')],
      ['Reported By', textCell(fullName('r'))],
      ['Assigned To', textCell(fullName('a'))],
      ['Modem ID', text('d.modem_sno')],
      ['Location', text('t.location')],
      ['Description', text('t.description')],
      ['Created Date', dateCell(sql.ref('t.created_at'), zone)],
      ['Last Updated', dateCell(sql.ref('t.updated_at'), zone)],
    ] as const
  ).map(([header, cell]) => ({ header, cell }));

/** Every ticket of the list (its filters and order) as cell texts. */
export const ticketExport = (db: Db, filters: TicketFilters, order: SortOrder, zone: string) =>
  csvQuery(
    db
      .selectFrom('techSupportTickets as t')
      .leftJoin('users as r', 'r.id', 't.reportedBy')
      .leftJoin('users as a', 'a.id', 't.assignedTo')
      .leftJoin('modems as d', 'd.id', 't.modemId')
      .where((eb) => ticketWhere(eb, filters)),
    columns(zone),
    { key: SORTS[filters.sort], id: 't.id', direction: order },
  );
