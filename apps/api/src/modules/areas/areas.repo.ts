import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { AREA_FIELD_OF, type AreaKind, type AreaOutlineFeature, type Corner } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { polygonText, ringOf } from '../../lib/polygon-text.js';
import type { AreaRow as StoredArea, Database } from '../../db/schema.js';

/** An area as the tree lists it: its outline by its number of corners, not the corners themselves. */
export type AreaRow = Omit<StoredArea, 'outline'> & { outlinePoints: number | null };

const KIND_ORDER = sql<number>`array_position(array['circle','division','sub_division','section']::text[], kind)`;
const COLUMNS = ['id', 'kind', 'name', 'parentId', 'createdAt'] as const;
const OUTLINE_POINTS = sql<number | null>`npoints(outline)`.as('outlinePoints');

/** The whole tree, top level first, each level by name: it is small (a utility has a few hundred areas). */
export function listAreas(db: Db): Promise<AreaRow[]> {
  return db
    .selectFrom('areas')
    .select([...COLUMNS, OUTLINE_POINTS])
    .orderBy(KIND_ORDER)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export const findArea = (db: Db, id: number): Promise<AreaRow | undefined> =>
  db
    .selectFrom('areas')
    .select([...COLUMNS, OUTLINE_POINTS])
    .where('id', '=', id)
    .executeTakeFirst();

export const insertArea = (db: Db, values: { kind: AreaKind; name: string; parentId: number | null }) =>
  db
    .insertInto('areas')
    .values(values)
    .returning([...COLUMNS, OUTLINE_POINTS])
    .executeTakeFirstOrThrow();

export const renameArea = (db: Db, id: number, name: string) =>
  db
    .updateTable('areas')
    .set({ name })
    .where('id', '=', id)
    .returning([...COLUMNS, OUTLINE_POINTS])
    .executeTakeFirst();

/** Draws (or, with null, removes) an area's outline; answers the area, or undefined when it is gone. */
export const setOutline = (db: Db, id: number, corners: readonly Corner[] | null) =>
  db
    .updateTable('areas')
    .set({ outline: corners && sql<string>`${polygonText(corners)}::polygon` })
    .where('id', '=', id)
    .returning([...COLUMNS, OUTLINE_POINTS])
    .executeTakeFirst();

/** Every outline as a GeoJSON feature, circles first, each level by name. */
export async function outlineFeatures(db: Db): Promise<AreaOutlineFeature[]> {
  const rows = await db
    .selectFrom('areas as a')
    .leftJoin('areas as c', 'c.id', 'a.parentId')
    .select(['a.id', 'a.kind', 'a.name', sql<string>`a.outline::text`.as('outline')])
    .select(sql<string>`coalesce(c.name, a.name)`.as('circle'))
    .where('a.outline', 'is not', null)
    .orderBy(sql`array_position(array['circle','division']::text[], a.kind)`)
    .orderBy('a.name')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    type: 'Feature' as const,
    id: row.id,
    properties: { id: row.id, kind: row.kind as 'circle' | 'division', name: row.name, circle: row.circle },
    geometry: { type: 'Polygon' as const, coordinates: [ringOf(row.outline)] },
  }));
}

export const deleteArea = (db: Db, id: number) => db.deleteFrom('areas').where('id', '=', id).execute();

export async function countChildren(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('areas')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('parentId', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An area and the ones above it, top first. */
export async function pathOf(db: Db, area: AreaRow): Promise<AreaRow[]> {
  const path = [area];
  while (path[0]?.parentId != null) {
    const parent = await findArea(db, path[0].parentId);
    if (!parent) break;
    path.unshift(parent);
  }
  return path;
}

type UsersEb = ExpressionBuilder<Database, 'users'>;
const NO_AREA = (column: string) =>
  sql<SqlBool>`nullif(nullif(btrim(${sql.ref(column)}), ''), 'Unassigned') is null`;
const column = (kind: AreaKind) => `users.${AREA_FIELD_OF[kind]}`;

/**
 * The people whose area goes through this path: the last area's level holds its name, and each level
 * above holds its area's name or nothing (an admin has a division and no circle).
 */
function onPath(eb: UsersEb, path: AreaRow[]): Expression<SqlBool> {
  const last = path.at(-1) as AreaRow;
  return eb.and([
    eb(sql.ref(column(last.kind)), '=', last.name),
    ...path
      .slice(0, -1)
      .map((a) => eb.or([eb(sql.ref(column(a.kind)), '=', a.name), NO_AREA(column(a.kind))])),
  ]);
}

export async function countUsersOn(db: Db, path: AreaRow[]): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where((eb) => onPath(eb, path))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A renamed area's people keep it: their field at its level takes the new name. */
export async function renameOnUsers(db: Db, path: AreaRow[], name: string): Promise<number> {
  const last = path.at(-1) as AreaRow;
  const result = await db
    .updateTable('users')
    .set({ [AREA_FIELD_OF[last.kind]]: name, updatedAt: sql`now()` })
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where((eb) => onPath(eb, path))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
