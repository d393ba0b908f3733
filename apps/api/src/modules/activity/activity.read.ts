import { Readable } from 'node:stream';
import { sql } from 'kysely';
import {
  ACTIVITY_ENTRY_LABELS,
  ACTIVITY_EXPORT,
  ACTIVITY_LABELS,
  isWholeDay,
  type Activity,
  type ActivityExportQuery,
  type ActivityQuery,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { dateCell, labelCell, plainCell, textCell } from '../../lib/csv-cells.js';
import { csvQuery } from '../../lib/csv-export.js';
import { entryLabelKey } from '../../lib/audit.js';
import { sortKey } from '../../lib/keyset.js';
import { type Scope, activitiesInScope } from '../access/index.js';

const DAY_MS = 86_400_000;
const instant = (ms: number) => new Date(ms).toISOString();
const detail = (key: string) => sql<string | null>`a.details ->> ${key}`;
const subject = sql<
  string | null
>`coalesce(a.details ->> 'meterSno', a.details ->> 'modemSno', a.details ->> 'username', a.details ->> 'file')`;

/** The entries the caller may see (an AE_ADMIN its own and its officers'), narrowed by the filters: one home. */
function entries(db: Db, scope: Scope, opts: ActivityQuery | ActivityExportQuery) {
  let query = db.selectFrom('activities as a').where('a.action', 'in', Object.keys(ACTIVITY_LABELS));
  const entityType = opts.entityType ?? opts.type;
  if (entityType) query = query.where('a.entityType', '=', entityType);
  if (opts.entityId) query = query.where('a.entityId', '=', opts.entityId);
  if (opts.actorId) query = query.where('a.actorId', '=', opts.actorId);
  if (opts.action) query = query.where('a.action', '=', opts.action);
  if (opts.from) query = query.where('a.at', '>=', instant(Date.parse(opts.from)));
  // A bare date as `to` takes in its whole (UTC) day: everything before the next midnight.
  if (opts.to)
    query = isWholeDay(opts.to)
      ? query.where('a.at', '<', instant(Date.parse(opts.to) + DAY_MS))
      : query.where('a.at', '<=', instant(Date.parse(opts.to)));
  return query.where(activitiesInScope(scope, 'a'));
}

/**
 * The newest audit entries of the filters, `limit` at a time; `before` (an entry's id) pages on to the entries
 * after it in the log's order (time, then id, newest first). `nextBefore` is null on the last page.
 */
export async function recentActivities(
  db: Db,
  scope: Scope,
  opts: ActivityQuery,
): Promise<{ data: Activity[]; nextBefore: number | null }> {
  let query = entries(db, scope, opts).select([
    'a.id',
    'a.at',
    'a.action',
    'a.location',
    'a.entityType',
    'a.entityId',
    // The name as it was when the entry was written (migration 0018), kept after the person is deleted.
    'a.actorName',
    entryLabelKey('a').as('labelKey'),
    subject.as('subject'),
    // A state change's history line: the audit entry keeps from, to, the reviewer's comment and a
    // rejection's category.
    detail('from').as('from'),
    detail('to').as('to'),
    detail('comment').as('comment'),
    detail('category').as('category'),
  ]);
  if (opts.before)
    query = query.where(
      sql<boolean>`(a.at, a.id) < (select b.at, b.id from activities b where b.id = ${opts.before})`,
    );
  const rows = await query
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(opts.limit + 1)
    .execute();
  const page = rows.slice(0, opts.limit);
  return {
    data: page.map(({ labelKey, ...r }) => ({ ...r, label: ACTIVITY_ENTRY_LABELS[labelKey] ?? r.action })),
    nextBefore: rows.length > opts.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Every entry of the filters, newest first, as CSV cells (GET /activities/export). */
export function activityExport(db: Db, scope: Scope, opts: ActivityExportQuery, zone: string) {
  const cells = [
    dateCell(sql.ref('a.at'), zone),
    labelCell(entryLabelKey('a'), ACTIVITY_ENTRY_LABELS, 'as-is'),
    textCell(sql.ref('a.actor_name')),
    textCell(sql.ref('a.entity_type')),
    plainCell(sql.ref('a.entity_id')),
    textCell(subject),
    textCell(detail('from')),
    textCell(detail('to')),
    textCell(detail('category')),
    textCell(detail('comment')),
    textCell(sql.ref('a.location')),
    textCell(sql.ref('a.ip')),
  ];
  return csvQuery(
    entries(db, scope, opts),
    ACTIVITY_EXPORT.headers.map((header, i) => ({ header, cell: cells[i] as (typeof cells)[number] })),
    { key: sortKey('a.at', 'timestamptz'), id: 'a.id', direction: 'desc' },
  );
}

/** Entries read per round of the NDJSON export. */
const NDJSON_BATCH = 1_000;

/**
 * Every entry of the filters, newest first, one JSON object a line (GET /activities/export?format=ndjson): for a
 * SIEM or an archive, with the instant in UTC, the actor's id and name, and the entry's details whole. Read in
 * keyset batches of (at, id) on either database; the first batch is read before the answer starts, so an export
 * that cannot start is an error answer, not a cut file.
 */
export async function activityLines(db: Db, scope: Scope, opts: ActivityExportQuery): Promise<Readable> {
  const batch = (after?: { id: number }) => {
    let query = entries(db, scope, opts).select([
      'a.id',
      'a.at',
      'a.action',
      entryLabelKey('a').as('labelKey'),
      'a.actorId',
      'a.actorName',
      'a.entityType',
      'a.entityId',
      'a.details',
      'a.ip',
      'a.location',
    ]);
    // After the entry by its own stored instant (the rows' text is to the millisecond; the column is finer).
    if (after)
      query = query.where(
        sql<boolean>`(a.at, a.id) < (select b.at, b.id from activities b where b.id = ${after.id})`,
      );
    return query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(NDJSON_BATCH).execute();
  };
  const line = ({ labelKey, ...entry }: Awaited<ReturnType<typeof batch>>[number]) =>
    `${JSON.stringify({ ...entry, label: ACTIVITY_ENTRY_LABELS[labelKey] ?? entry.action })}\n`;
  const first = await batch();
  async function* lines() {
    for (let rows = first; rows.length; rows = rows.length < NDJSON_BATCH ? [] : await batch(rows.at(-1))) {
      yield rows.map(line).join('');
    }
  }
  return Readable.from(lines());
}
