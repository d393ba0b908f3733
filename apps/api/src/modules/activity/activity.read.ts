import { sql } from 'kysely';
import { ACTIVITY_LABELS, type Activity } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { Scope } from '../../plugins/auth.js';

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
  if (scope.kind === 'createdBy') {
    const adminId = scope.adminId;
    // Its own and its officers' actions, and what reviewers did to its officers' installations.
    query = query.where((eb) => {
      const officers = eb.selectFrom('users').select('id').where('createdBy', '=', adminId);
      const theirMeters = eb
        .selectFrom('meters')
        .select('meters.id')
        .where('meters.fieldOfficerId', 'in', officers);
      const theirModems = eb
        .selectFrom('modems')
        .select('modems.id')
        .where('modems.fieldOfficerId', 'in', officers);
      return eb.or([
        eb('a.actorId', '=', adminId),
        eb('a.actorId', 'in', officers),
        eb.and([eb('a.entityType', '=', 'meter'), eb('a.entityId', 'in', theirMeters)]),
        eb.and([eb('a.entityType', '=', 'modem'), eb('a.entityId', 'in', theirModems)]),
      ]);
    });
  } else if (scope.kind === 'self') {
    query = query.where('a.actorId', '=', scope.userId);
  }
  const rows = await query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(opts.limit).execute();
  return rows.map((r) => ({ ...r, label: ACTIVITY_LABELS[r.action] ?? r.action }));
}
