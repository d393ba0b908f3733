import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { MODEM_TILE_STAGES, STAGE_RULES, type ModemQuery, type SortOrder } from '@smms/shared';
import { ruleSql } from '../lifecycle/lifecycle.sql.js';
import { afterPosition, positionKey, sortKey, type Position } from '../../lib/keyset.js';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { likePattern } from '../../lib/sql.js';

const INSTALLED_ON = sortKey('d.installed_on', 'timestamptz');

type Eb = ExpressionBuilder<Database & { d: Database['modems'] }, 'd'>;
export type ModemFilters = Omit<ModemQuery, 'page' | 'pageSize' | 'order'> & { officerId: number };

/** The searchable text of a modem: the same expression as the trigram index modems_search_trgm. */
const SEARCH_TEXT = sql`(coalesce(d.modem_sno, '') || ' ' || coalesce(d.meter_sno, '') || ' ' || coalesce(d.service_no, '') || ' ' ||
  coalesce(d.phone, '') || ' ' || coalesce(d.section, '') || ' ' || coalesce(d.circle, '') || ' ' || coalesce(d.sub_division, ''))`;

function modemWhere(eb: Eb, f: ModemFilters): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [eb('d.fieldOfficerId', '=', f.officerId)];
  if (f.stage) parts.push(ruleSql(STAGE_RULES[MODEM_TILE_STAGES[f.stage]], 'd'));
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
      .orderBy(INSTALLED_ON.expr, query.order)
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

/** One batch of an export in the list's order (installation date, then id), continuing after `after`. */
export async function modemExportBatch(
  db: Db,
  filters: ModemFilters,
  order: SortOrder,
  after: Position | null,
  size: number,
) {
  let query = selectModems(db)
    .select(positionKey(INSTALLED_ON).as('positionKey'))
    .where((eb) => modemWhere(eb, filters));
  if (after) query = query.where(afterPosition(INSTALLED_ON, 'd.id', order, after));
  return query.orderBy(INSTALLED_ON.expr, order).orderBy('d.id', order).limit(size).execute();
}
