import type { Bounds, InstallationMapData } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { Scope } from '../access/index.js';
import { mapCells } from '../lifecycle/index.js';
import { meterSearch, meterWhere, type MeterFilters } from './meters.filters.js';

/** The meters of a list on the map (issue 42): the list's filters and scope, gathered into the map's cells. */
export async function meterMap(
  db: Db,
  scope: Scope,
  filters: MeterFilters,
  view: { bbox?: Bounds; zoom: number },
): Promise<InstallationMapData> {
  const search = await meterSearch(db, scope, filters);
  return mapCells(
    db,
    (tx) => tx.selectFrom('meters as m').where((eb) => meterWhere(eb, scope, filters, search)),
    { kind: 'meter', alias: 'm', serial: 'meter_sno' },
    view,
  );
}
