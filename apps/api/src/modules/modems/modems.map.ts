import type { Bounds, InstallationMapData } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { mapCells } from '../lifecycle/index.js';
import { modemWhere, type ModemFilters } from './modems.filters.js';

/** The modems of a list on the map (issue 42): the list's filters and scope, gathered into the map's cells. */
export const modemMap = (
  db: Db,
  filters: ModemFilters,
  view: { bbox?: Bounds; zoom: number },
): Promise<InstallationMapData> =>
  mapCells(
    db,
    (tx) => tx.selectFrom('modems as d').where((eb) => modemWhere(eb, filters)),
    { kind: 'modem', alias: 'd', serial: 'modem_sno' },
    view,
  );
