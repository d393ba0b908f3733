import {
  CONFLICT,
  csvFileName,
  mayMoveTicket,
  TICKET_LIST_TEXTS,
  TICKET_MESSAGES,
  TicketStatus,
  type CreateTicket,
  type Ticket,
  type TicketDetail,
  type TicketHistoryEntry,
  type TicketPriority,
  type TicketQuery,
  type UpdateTicket,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { ACTIONS, audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import type { CsvExporter } from '../../lib/csv-export.js';
import { scopeOf, type Actor } from '../access/index.js';
import * as repo from './tickets.repo.js';
import { ticketExport } from './tickets.export.js';

export const toTicket = (row: repo.TicketRow): Ticket => ({
  ...row,
  status: row.status as Ticket['status'],
  priority: row.priority as TicketPriority,
  modemSno: row.modemSno ?? null,
});

interface Change {
  field: string;
  from: string | null;
  to: string | null;
}
interface Details {
  from?: string | null;
  to?: string | null;
  comment?: string | null;
  changes?: Change[];
}

const status = (value: unknown) => {
  const parsed = TicketStatus.safeParse(value);
  return parsed.success ? parsed.data : null;
};

function toHistory(row: Awaited<ReturnType<typeof repo.ticketActivities>>[number]): TicketHistoryEntry {
  const details = (
    typeof row.details === 'string' ? JSON.parse(row.details) : (row.details ?? {})
  ) as Details;
  return {
    id: row.id,
    at: row.at,
    actorName: row.actorName,
    kind: row.action === ACTIONS.ticketCreated ? 'created' : 'updated',
    fromStatus: status(details.from),
    toStatus: status(details.to),
    changes: details.changes ?? [],
    comment: details.comment ?? null,
  };
}

/**
 * Modem tech-support tickets (SPEC §2.8; DESIGN §6): BI_SUPER_ADMIN creates and manages them,
 * BI_ADMIN reads them (the routes say who). Every change is checked against the version read and the
 * status lifecycle, then written with its audit entry in one transaction; the audit entries are the
 * ticket's history.
 */
/**
 * `timeZone`: the utility's zone, in which the CSV writes its dates and is named; `csv` streams the export
 * (COPY on PostgreSQL, keyset batches on PGlite).
 */
export function createTicketsService({ db, timeZone, csv }: { db: Db; timeZone: string; csv: CsvExporter }) {
  async function detail(id: number): Promise<TicketDetail> {
    const row = await repo.findTicket(db, id);
    if (!row) throw notFound(TICKET_MESSAGES.notFound);
    const history = await repo.ticketActivities(db, id);
    return { ...toTicket(row), history: history.map(toHistory) };
  }

  async function list(query: TicketQuery) {
    const { rows, ...page } = await repo.listTickets(db, query);
    return { data: rows.map(toTicket), ...page };
  }

  const exportCsv = (filters: Omit<TicketQuery, 'page' | 'pageSize'>) =>
    csv.stream(ticketExport(db, filters, filters.order, timeZone));

  const exportFileName = () => csvFileName(TICKET_LIST_TEXTS.exportPrefix, timeZone);

  /** The modem a ticket is about, if the caller may see it (400 otherwise: the input names no such modem). */
  async function linkedModem(actor: Actor, input: { modemId?: number | null; modemSno?: string | null }) {
    if (!input.modemId && !input.modemSno) return null;
    const modem = await repo.findModemRef(db, { id: input.modemId, sno: input.modemSno });
    const scope = scopeOf(actor);
    const visible =
      modem && (scope.kind === 'all' || (scope.kind === 'self' && modem.fieldOfficerId === scope.userId));
    if (!visible) {
      const field = input.modemId ? 'modemId' : 'modemSno';
      throw badRequest(TICKET_MESSAGES.modemNotFound, { [field]: TICKET_MESSAGES.modemNotFound });
    }
    return modem;
  }

  async function create(actor: Actor, input: CreateTicket) {
    const modem = await linkedModem(actor, input);
    const id = await db.transaction().execute(async (tx) => {
      const ticketId = await repo.insertTicket(tx, {
        title: input.title,
        description: input.description,
        priority: input.priority ?? 'medium',
        category: input.category,
        reportedBy: actor.user.id,
        modemId: modem?.id ?? null,
        location: input.location ?? modem?.division ?? null,
      });
      await audit(tx, actor, ACTIONS.ticketCreated, {
        on: { type: 'ticket', id: ticketId },
        location: input.location ?? null,
        details: { title: input.title, to: 'open', changes: [], comment: null },
      });
      return ticketId;
    });
    return detail(id);
  }

  async function assigneeName(id: number | null) {
    if (id === null) return null;
    const person = (await repo.listAssignees(db)).find((a) => a.id === id);
    if (!person)
      throw badRequest(TICKET_MESSAGES.assigneeInvalid, { assignedTo: TICKET_MESSAGES.assigneeInvalid });
    return person.name ?? person.username;
  }

  async function update(actor: Actor, id: number, change: UpdateTicket) {
    const current = await detail(id);
    // A change made on an old reading is stale before it is anything else.
    if (change.version !== current.version) throw conflict(CONFLICT.staleVersion);
    const to = change.status;
    if (to !== undefined && to !== current.status && !mayMoveTicket(current.status, to))
      throw conflict(TICKET_MESSAGES.forbiddenTransition(current.status, to));

    const changes: Change[] = [];
    const values: Parameters<typeof repo.updateTicket>[3] = {};
    for (const field of ['title', 'description'] as const) {
      const text = change[field];
      if (text === undefined || text === current[field]) continue;
      values[field] = text;
      changes.push({ field, from: current[field], to: text });
    }
    if (to !== undefined && to !== current.status) values.status = to;
    if (change.priority !== undefined && change.priority !== current.priority) {
      values.priority = change.priority;
      changes.push({ field: 'priority', from: current.priority, to: change.priority });
    }
    if (change.category !== undefined && change.category !== current.category) {
      values.category = change.category;
      changes.push({ field: 'category', from: current.category, to: change.category });
    }
    if (change.assignedTo !== undefined && change.assignedTo !== current.assignedToId) {
      const name = await assigneeName(change.assignedTo);
      values.assignedTo = change.assignedTo;
      changes.push({ field: 'assignedTo', from: current.assignedTo, to: name });
    }
    const comment = change.comment ?? null;
    if (!values.status && !changes.length && !comment) return { ticket: current, changed: false };

    const applied = await db.transaction().execute(async (tx) => {
      if (!(await repo.updateTicket(tx, id, change.version, values))) return false;
      await audit(tx, actor, ACTIONS.ticketUpdated, {
        on: { type: 'ticket', id },
        location: current.location,
        details: {
          title: current.title,
          from: values.status ? current.status : null,
          to: values.status ?? null,
          changes,
          comment,
        },
      });
      return true;
    });
    if (!applied) throw conflict(CONFLICT.staleVersion);
    return { ticket: await detail(id), changed: true };
  }

  const assignees = async () =>
    (await repo.listAssignees(db)).map((a) => ({ id: a.id, name: a.name ?? a.username, role: a.role }));

  return { list, detail, exportCsv, exportFileName, create, update, assignees };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
