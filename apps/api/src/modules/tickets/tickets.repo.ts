import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  INTEGER_MAX,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  ticketIdOf,
  type TicketQuery,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { keysetPage, sliceOf } from '../../lib/list-page.js';
import { exactTotal } from '../../lib/list-total.js';
import type { Database } from '../../db/schema.js';
import { sortKey, type SortKey } from '../../lib/keyset.js';
import { likePattern } from '../../lib/sql.js';

type Tables = Database & { t: Database['techSupportTickets']; r: Database['users']; d: Database['modems'] };
type Eb = ExpressionBuilder<Tables, 't' | 'r' | 'd'>;
export type TicketFilters = Omit<TicketQuery, 'page' | 'pageSize' | 'order'>;

const rank = (column: string, values: readonly string[]): SortKey => ({
  expr: sql`(case ${sql.ref(column)} ${sql.join(
    values.map((v, i) => sql`when ${v} then ${i}`),
    sql` `,
  )} else ${values.length} end)`,
  type: 'integer',
});

/** Each sort of the list; status and priority sort by their order of urgency and progress, not by name. */
export const SORTS: Record<TicketQuery['sort'], SortKey> = {
  id: sortKey('t.id', 'integer'),
  title: sortKey('t.title', 'text'),
  status: rank('t.status', ['open', 'in_progress', 'resolved', 'closed']),
  priority: rank('t.priority', ['low', 'medium', 'high', 'critical']),
  createdAt: sortKey('t.created_at', 'timestamptz'),
  updatedAt: sortKey('t.updated_at', 'timestamptz'),
};

/** A stored code as the table shows it: `in_progress` reads "In Progress" (issue 38: search reads the screen). */
const shownAs = (column: string, labels: Readonly<Record<string, string>>) =>
  sql<string>`(case ${sql.ref(column)} ${sql.join(
    Object.entries(labels).map(([code, label]) => sql`when ${code} then ${label}`),
    sql` `,
  )} else ${sql.ref(column)} end)`;

/**
 * SPEC §2.8's search: title, description, reporter, modem number and location; and the ticket's number. Also
 * the status, priority and category in the words of the table's columns ("In Progress", "Critical").
 */
const SEARCH_TEXT = sql<string>`(t.title || ' ' || t.description || ' ' || coalesce(r.first_name, '') || ' ' ||
  coalesce(r.last_name, '') || ' ' || coalesce(d.modem_sno, '') || ' ' || coalesce(t.location, '') || ' ' ||
  ${shownAs('t.status', TICKET_STATUS_LABELS)} || ' ' || ${shownAs('t.priority', TICKET_PRIORITY_LABELS)} || ' ' ||
  t.category)`;

export function ticketWhere(eb: Eb, f: TicketFilters): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (f.status) parts.push(eb('t.status', '=', f.status));
  if (f.priority) parts.push(eb('t.priority', '=', f.priority));
  if (f.q) {
    const text = eb(SEARCH_TEXT, 'ilike', likePattern(f.q));
    const id = ticketIdOf(f.q);
    parts.push(id === null || id > INTEGER_MAX ? text : eb.or([text, eb('t.id', '=', id)]));
  }
  return eb.and(parts);
}

export const fullName = (alias: 'r' | 'a') =>
  sql<
    string | null
  >`nullif(trim(coalesce(${sql.ref(`${alias}.first_name`)}, '') || ' ' || coalesce(${sql.ref(`${alias}.last_name`)}, '')), '')`;

function selectTickets(db: Db) {
  return db
    .selectFrom('techSupportTickets as t')
    .leftJoin('users as r', 'r.id', 't.reportedBy')
    .leftJoin('users as a', 'a.id', 't.assignedTo')
    .leftJoin('modems as d', 'd.id', 't.modemId')
    .select([
      't.id',
      't.title',
      't.description',
      't.status',
      't.priority',
      't.category',
      't.reportedBy as reportedById',
      fullName('r').as('reportedBy'),
      't.assignedTo as assignedToId',
      fullName('a').as('assignedTo'),
      't.modemId',
      'd.modemSno',
      't.location',
      't.createdAt',
      't.updatedAt',
      't.version',
    ]);
}
export type TicketRow = Awaited<ReturnType<ReturnType<typeof selectTickets>['executeTakeFirstOrThrow']>>;

/** One page of the ticket list (keyset by cursor, or a page jump) and its exact total (tickets are few). */
export async function listTickets(db: Db, query: TicketQuery) {
  const [page, count] = await Promise.all([
    keysetPage(query, (slice) =>
      sliceOf(
        db,
        selectTickets(db).where((eb) => ticketWhere(eb as unknown as Eb, query)),
        SORTS[query.sort],
        't.id',
        slice,
      ),
    ),
    db
      .selectFrom('techSupportTickets as t')
      .leftJoin('users as r', 'r.id', 't.reportedBy')
      .leftJoin('modems as d', 'd.id', 't.modemId')
      .select(sql<number>`count(*)::int`.as('total'))
      .where((eb) => ticketWhere(eb, query))
      .executeTakeFirstOrThrow(),
  ]);
  return { ...page, ...exactTotal(count.total) };
}

export const findTicket = (db: Db, id: number) => selectTickets(db).where('t.id', '=', id).executeTakeFirst();

export async function insertTicket(
  db: Db,
  values: {
    title: string;
    description: string;
    priority: string;
    category: string;
    reportedBy: number;
    modemId: number | null;
    location: string | null;
  },
) {
  const row = await db
    .insertInto('techSupportTickets')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Applies a change if the ticket still has the version read; false when someone else changed it first. */
export async function updateTicket(
  db: Db,
  id: number,
  version: number,
  values: {
    title?: string;
    description?: string;
    status?: string;
    priority?: string;
    category?: string;
    assignedTo?: number | null;
  },
) {
  const result = await db
    .updateTable('techSupportTickets')
    .set({ ...values, updatedAt: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A modem by id or by its number (trimmed, case-insensitive), for linking a ticket. */
export async function findModemRef(db: Db, ref: { id?: number | null; sno?: string | null }) {
  let query = db.selectFrom('modems').select(['id', 'modemSno', 'fieldOfficerId', 'division']);
  if (ref.id) query = query.where('id', '=', ref.id);
  else if (ref.sno) query = query.where(sql`lower(modem_sno)`, '=', ref.sno.toLowerCase());
  else return undefined;
  return query.executeTakeFirst();
}

/** The people a ticket may be assigned to: active BI admins and super admins. */
export const listAssignees = (db: Db) =>
  db
    .selectFrom('users as a')
    .select(['a.id', fullName('a').as('name'), 'a.role', 'a.username'])
    .where('a.role', 'in', ['BI_SUPER_ADMIN', 'BI_ADMIN'])
    .where('a.isActive', '=', true)
    .orderBy('a.firstName')
    .orderBy('a.lastName')
    .execute();

/** A ticket's audit entries, oldest first: its history. */
export const ticketActivities = (db: Db, id: number) =>
  db
    .selectFrom('activities as x')
    .leftJoin('users as a', 'a.id', 'x.actorId')
    .select(['x.id', 'x.at', 'x.action', 'x.details', fullName('a').as('actorName')])
    .where('x.entityType', '=', 'ticket')
    .where('x.entityId', '=', id)
    .orderBy('x.at')
    .orderBy('x.id')
    .execute();
