import { sql, type Insertable, type Updateable } from 'kysely';
import type { MeterQuery } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { MetersTable } from '../../db/schema.js';
import type { Scope } from '../access/access.js';
import { installationsInScope } from '../access/access.sql.js';
import { afterPosition, positionKey, sortKey, type Position, type SortKey } from '../../lib/keyset.js';
import { meterWhere, type MeterFilters, type MeterListQuery } from './meters.filters.js';

/** The sorts of the meter lists; the page and the export order by the same key, then by id. */
export const SORT_KEYS: Record<MeterQuery['sort'], SortKey> = {
  installedOn: sortKey('m.installed_on', 'timestamptz'),
  meterSno: sortKey('m.meter_sno', 'text'),
  substationName: sortKey('m.substation_name', 'text', true),
  feederName: sortKey('m.feeder_name', 'text', true),
  division: sortKey('m.division', 'text', true),
  id: sortKey('m.id', 'integer'),
};
export type MeterOrder = Pick<MeterQuery, 'sort' | 'order'>;

/** A meter with its officer's name and phone (joined, never copied) and the slots that hold photos. */
function selectMeters(db: Db) {
  return db
    .selectFrom('meters as m')
    .innerJoin('users as u', 'u.id', 'm.fieldOfficerId')
    .selectAll('m')
    .select([
      'u.firstName as fieldOfficerName',
      'u.lastName as fieldOfficerLastName',
      'u.phone as fieldOfficerPhone',
      sql<
        number[]
      >`coalesce((select array_agg(p.slot order by p.slot) from meter_photos p where p.meter_id = m.id), '{}')`.as(
        'photoSlots',
      ),
    ]);
}
export type MeterRow = Awaited<ReturnType<ReturnType<typeof selectMeters>['executeTakeFirstOrThrow']>>;

export async function listMeters(
  db: Db,
  scope: Scope,
  query: MeterListQuery,
): Promise<{ rows: MeterRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    selectMeters(db)
      .where((eb) => meterWhere(eb, scope, query))
      .orderBy(SORT_KEYS[query.sort].expr, query.order)
      .orderBy('m.id', query.order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    countMeters(db, scope, query),
  ]);
  return { rows, total };
}

/** How many meters a list holds: its page's total, and what a notification counts. */
export async function countMeters(db: Db, scope: Scope, filters: MeterFilters): Promise<number> {
  const row = await db
    .selectFrom('meters as m')
    .select(sql<number>`count(*)::int`.as('total'))
    .where((eb) => meterWhere(eb, scope, filters))
    .executeTakeFirstOrThrow();
  return row.total;
}

/**
 * One batch of an export in the list's own order, continuing after `after` (keyset, so millions of rows
 * stream in steady steps and the file has the screen's rows in the screen's order).
 */
export async function meterExportBatch(
  db: Db,
  scope: Scope,
  filters: MeterFilters,
  { sort, order }: MeterOrder,
  after: Position | null,
  size: number,
) {
  const key = SORT_KEYS[sort];
  let query = selectMeters(db)
    .select(positionKey(key).as('positionKey'))
    .where((eb) => meterWhere(eb, scope, filters));
  if (after) query = query.where(afterPosition(key, 'm.id', order, after));
  return query.orderBy(key.expr, order).orderBy('m.id', order).limit(size).execute();
}

export async function findMeter(db: Db, scope: Scope, id: number): Promise<MeterRow | undefined> {
  return selectMeters(db).where('m.id', '=', id).where(installationsInScope(scope, 'm')).executeTakeFirst();
}

export async function insertMeter(db: Db, values: Insertable<MetersTable>): Promise<number> {
  const row = await db.insertInto('meters').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Applies an edit only if the stored version is the one the editor saw; answers false when it is stale. */
export async function updateMeter(
  db: Db,
  id: number,
  version: number,
  values: Updateable<MetersTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('meters')
    .set((eb) => ({ ...values, updatedAt: sql`now()`, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteMeter(db: Db, id: number): Promise<void> {
  await db.deleteFrom('meters').where('id', '=', id).execute();
}

export async function meterPhotos(db: Db, meterId: number) {
  return db.selectFrom('meterPhotos').selectAll().where('meterId', '=', meterId).orderBy('slot').execute();
}

export async function upsertPhoto(
  db: Db,
  photo: { meterId: number; slot: number; fileName: string; contentType: string; sizeBytes: number },
) {
  await db
    .insertInto('meterPhotos')
    .values(photo)
    .onConflict((oc) =>
      oc.columns(['meterId', 'slot']).doUpdateSet({
        fileName: photo.fileName,
        contentType: photo.contentType,
        sizeBytes: photo.sizeBytes,
        createdAt: sql`now()`,
      }),
    )
    .execute();
}

export async function deletePhoto(db: Db, meterId: number, slot: number) {
  return db
    .deleteFrom('meterPhotos')
    .where('meterId', '=', meterId)
    .where('slot', '=', slot)
    .returningAll()
    .executeTakeFirst();
}

/** Distinct divisions of the meters in scope, for the division filter. */
export async function meterDivisions(db: Db, scope: Scope): Promise<string[]> {
  const rows = await db
    .selectFrom('meters as m')
    .select('m.division')
    .distinct()
    .where(installationsInScope(scope, 'm'))
    .where('m.division', 'is not', null)
    .orderBy('m.division')
    .execute();
  return rows.map((r) => r.division as string);
}
