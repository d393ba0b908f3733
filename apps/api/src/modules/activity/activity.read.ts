import { sql } from 'kysely';
import { ACTIVITY_LABELS, type Activity } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { Scope } from '../access/access.js';
import { activitiesInScope } from '../access/access.sql.js';

/** The newest audit entries the caller may see: an AE_ADMIN sees its own and its officers' actions. */
export async function recentActivities(
  db: Db,
  scope: Scope,
  opts: { type?: string; limit: number },
): Promise<Activity[]> {
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
      >`coalesce(a.details ->> 'meterSno', a.details ->> 'modemSno', a.details ->> 'username')`.as('subject'),
    ])
    .where('a.action', 'in', Object.keys(ACTIVITY_LABELS));
  if (opts.type) query = query.where('a.entityType', '=', opts.type);
  query = query.where(activitiesInScope(scope, 'a'));
  const rows = await query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(opts.limit).execute();
  return rows.map((r) => ({ ...r, label: ACTIVITY_LABELS[r.action] ?? r.action }));
}
