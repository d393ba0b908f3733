import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ModemQuery } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { likePattern } from '../meters/meters.filters.js';

type Eb = ExpressionBuilder<Database & { d: Database['modems'] }, 'd'>;
export type ModemFilters = Omit<ModemQuery, 'page' | 'pageSize' | 'order'> & { officerId: number };

/** The searchable text of a modem: the same expression as the trigram index modems_search_trgm. */
const SEARCH_TEXT = sql`(coalesce(d.modem_sno, '') || ' ' || coalesce(d.meter_sno, '') || ' ' || coalesce(d.service_no, '') || ' ' ||
  coalesce(d.phone, '') || ' ' || coalesce(d.section, '') || ' ' || coalesce(d.circle, '') || ' ' || coalesce(d.sub_division, ''))`;

const STAGE = {
  Accepted: (eb: Eb) => eb('d.commissionStatus', '=', 'Approved'),
  Rejected: (eb: Eb) => eb('d.commissionStatus', '=', 'Rejected'),
  Commissioned: (eb: Eb) =>
    eb.and([eb('d.commissionStatus', '=', 'Pending'), eb('d.communicationStatus', '=', 'LIVE')]),
  Installed: (eb: Eb) =>
    eb.and([eb('d.commissionStatus', '=', 'Pending'), eb('d.communicationStatus', '!=', 'LIVE')]),
} as const;

function modemWhere(eb: Eb, f: ModemFilters): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [eb('d.fieldOfficerId', '=', f.officerId)];
  if (f.stage) parts.push(STAGE[f.stage](eb));
  if (f.division) parts.push(eb('d.division', '=', f.division));
  if (f.q) parts.push(eb(SEARCH_TEXT, 'ilike', likePattern(f.q)));
  return eb.and(parts);
}

function selectModems(db: Db) {
  return db
    .selectFrom('modems as d')
    .innerJoin('users as u', 'u.id', 'd.fieldOfficerId')
    .selectAll('d')
    .select([
      sql<string>`u.first_name || ' ' || u.last_name`.as('fieldOfficerName'),
      'u.phone as fieldOfficerPhone',
    ]);
}
export type ModemRow = Awaited<ReturnType<ReturnType<typeof selectModems>['executeTakeFirstOrThrow']>>;

export async function listOfficerModems(db: Db, query: ModemQuery, officerId: number) {
  const filters = { ...query, officerId };
  const [rows, count] = await Promise.all([
    selectModems(db)
      .where((eb) => modemWhere(eb, filters))
      .orderBy('d.installedOn', query.order)
      .orderBy('d.id', query.order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('modems as d')
      .select(sql<number>`count(*)::int`.as('total'))
      .where((eb) => modemWhere(eb, filters))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export async function modemExportBatch(db: Db, filters: ModemFilters, beforeId: number | null, size: number) {
  let query = selectModems(db).where((eb) => modemWhere(eb, filters));
  if (beforeId !== null) query = query.where('d.id', '<', beforeId);
  return query.orderBy('d.id', 'desc').limit(size).execute();
}
