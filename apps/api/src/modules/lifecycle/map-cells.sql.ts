import { sql, type SelectQueryBuilder } from 'kysely';
import {
  cellDegrees,
  INSTALLATION_STATES,
  MAP_CELL_LIMIT,
  STATE_RULES,
  type Bounds,
  type InstallationKind,
  type InstallationMapData,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { withLocalSettings } from '../../lib/sql.js';
import { flaggedSql } from '../flags/index.js';
import { countWhere } from './lifecycle.sql.js';

/** A list's query over its installations (meters as m, modems as d), its filters applied (meterWhere, modemWhere). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- either kind's table
type Filtered = SelectQueryBuilder<any, any, object>;

/**
 * A whole list's map groups up to every installation: sorted in memory, and not compiled. PostgreSQL's planner
 * cannot tell how few cells the grid makes and costs the statement past jit_above_cost, and compiling it (JIT) took
 * 0.6 of its 0.9 s at 200k meters, where the same GROUP BY in plain SQL took 0.2.
 */
const MAP_SETTINGS = { jit: 'off', work_mem: '64MB' } as const;

interface CellRow {
  latitude: number;
  longitude: number;
  count: number;
  flagged: number;
  id: number;
  serial: string;
  located: number;
  cells: number;
  west: number;
  south: number;
  east: number;
  north: number;
  [state: string]: number | string;
}

/**
 * The map of a list (issue 42): its installations with coordinates in `bbox` (the world without it), gathered in
 * one statement into the cells of the grid at `zoom` (lifecycle's state rules and the flags counted in each), the
 * fullest MAP_CELL_LIMIT of them; with the number in the bounds and, when no bounds were asked, their extent.
 * `filtered` builds the list's query on the transaction the statement runs in (MAP_SETTINGS).
 */
export async function mapCells(
  db: Db,
  filtered: (db: Db) => Filtered,
  { kind, alias, serial }: { kind: InstallationKind; alias: 'm' | 'd'; serial: string },
  { bbox, zoom }: { bbox?: Bounds; zoom: number },
): Promise<InstallationMapData> {
  const cell = cellDegrees(zoom);
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const [lat, lng, id] = [col('latitude'), col('longitude'), col('id')];
  // The place index's own expression and predicate (migration 0034), so a close-up reads its bounds by index.
  const located = sql<boolean>`${lat} is not null and ${lng} is not null`;
  const placed = bbox
    ? sql<boolean>`${located} and point(${lng}, ${lat}) <@ box(point(${bbox[0]}, ${bbox[1]}), point(${bbox[2]}, ${bbox[3]}))`
    : located;
  const rows = (await withLocalSettings(db, MAP_SETTINGS, (tx) =>
    filtered(tx)
      .where(placed)
      .select([
        sql<number>`avg(${lat})::float8`.as('latitude'),
        sql<number>`avg(${lng})::float8`.as('longitude'),
        sql<number>`count(*)::int`.as('count'),
        sql<number>`(count(*) filter (where ${flaggedSql(kind, alias)}))::int`.as('flagged'),
        ...INSTALLATION_STATES.map((state) => countWhere(STATE_RULES[state], alias).as(state)),
        sql<number>`min(${id})`.as('id'),
        sql<string>`min(${col(serial)})`.as('serial'),
        sql<number>`(sum(count(*)) over ())::int`.as('located'),
        sql<number>`(count(*) over ())::int`.as('cells'),
        sql<number>`min(min(${lng})) over ()`.as('west'),
        sql<number>`min(min(${lat})) over ()`.as('south'),
        sql<number>`max(max(${lng})) over ()`.as('east'),
        sql<number>`max(max(${lat})) over ()`.as('north'),
      ])
      .groupBy([sql`floor(${lng} / ${cell})`, sql`floor(${lat} / ${cell})`])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(sql`min(${id})`)
      .limit(MAP_CELL_LIMIT)
      .execute(),
  )) as CellRow[];
  const first = rows[0];
  return {
    cells: rows.map((row) => ({
      latitude: row.latitude,
      longitude: row.longitude,
      count: row.count,
      flagged: row.flagged,
      states: Object.fromEntries(INSTALLATION_STATES.map((s) => [s, Number(row[s])])) as Record<
        (typeof INSTALLATION_STATES)[number],
        number
      >,
      installation: row.count === 1 ? { id: row.id, serial: row.serial } : null,
    })),
    located: first?.located ?? 0,
    truncated: (first?.cells ?? 0) > rows.length,
    extent:
      bbox || !first ? null : ([first.west, first.south, first.east, first.north].map(Number) as Bounds),
  };
}
