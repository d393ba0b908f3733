import { sql } from 'kysely';
import { ACTIVITY_LABELS, isWholeDay, type Activity, type ActivityQuery } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { Scope } from '../access/access.js';
import { activitiesInScope } from '../access/access.sql.js';

const DAY_MS = 86_400_000;
const instant = (ms: number) => new Date(ms).toISOString();

/** The newest audit entries the caller may see (an AE_ADMIN its own and its officers'), narrowed by the filters. */
export async function recentActivities(db: Db, scope: Scope, opts: ActivityQuery): Promise<Activity[]> {
  let query = db
    .selectFrom('activities as a')
    .leftJoin('users as u', 'u.id', 'a.actorId')
    .select([
      'a.id',
      'a.at',
      'a.action',
      'a.location',
      'a.entityType',
      'a.entityId',
      sql<string | null>`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`.as(
        'actorName',
      ),
      sql<
        string | null
      >`coalesce(a.details ->> 'meterSno', a.details ->> 'modemSno', a.details ->> 'username', a.details ->> 'file')`.as(
        'subject',
      ),
      // A state change's history line: the audit entry keeps from, to, the reviewer's comment and a
      // rejection's category.
      sql<string | null>`a.details ->> 'from'`.as('from'),
      sql<string | null>`a.details ->> 'to'`.as('to'),
      sql<string | null>`a.details ->> 'comment'`.as('comment'),
      sql<string | null>`a.details ->> 'category'`.as('category'),
    ])
    .where('a.action', 'in', Object.keys(ACTIVITY_LABELS));
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
  query = query.where(activitiesInScope(scope, 'a'));
  const rows = await query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(opts.limit).execute();
  return rows.map((r) => ({ ...r, label: ACTIVITY_LABELS[r.action] ?? r.action }));
}
