import {
  csvFileName,
  MODEM_API_TEXTS,
  MODEM_LISTS,
  MODEM_MESSAGES,
  MODEM_TILE_STAGES,
  type Bounds,
  type Modem,
  type ModemExportQuery,
  type ModemList,
  type ModemListQuery,
  type ModemQuery,
  type OfficerModemCountsQuery,
} from '@smms/shared';
import { reviewRecordOf } from '../lifecycle/index.js';
import { installationFlags } from '../flags/index.js';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/http-error.js';
import type { CsvExporter } from '../../lib/csv-export.js';
import { canSeeOfficer, scopeOf, type Actor } from '../access/index.js';
import { findUserByPhone } from '../users/index.js';
import { modemMap } from './modems.map.js';
import { modemExport, modemExportColumns, modemExportPrefix } from './modems.export.js';
import { toModem } from './modems.mapper.js';
import { withSlaCutoffs } from '../review-targets/index.js';
import * as repo from './modems.repo.js';

export { toModem } from './modems.mapper.js';

/**
 * A list's filters in the actor's scope: the list's stage plus the query's own filters, its Installed days
 * read in the utility's zone. An officer out of the actor's scope lists nothing (the scope still applies).
 */
const listFilters = (
  actor: Actor,
  list: ModemList,
  query: ModemExportQuery,
  timeZone: string,
): repo.ModemFilters => ({
  scope: scopeOf(actor),
  stage: MODEM_LISTS[list],
  status: query.status,
  circle: query.circle,
  division: query.division,
  step: query.step,
  category: query.category,
  reason: query.reason,
  officerId: query.officerId,
  installedFrom: query.installedFrom,
  installedTo: query.installedTo,
  timeZone,
  q: query.q,
  sla: query.sla,
  claim: query.claim,
  flag: query.flag,
  claimer: actor.user.id,
});

/**
 * `timeZone`: the utility's zone, in which the CSV files write their dates and are named; `csv` streams
 * the exports (COPY on PostgreSQL, keyset batches on PGlite).
 */
export function createModemsService({ db, timeZone, csv }: { db: Db; timeZone: string; csv: CsvExporter }) {
  async function mustFind(actor: Actor, id: number): Promise<Modem> {
    const row = await repo.findModem(db, scopeOf(actor), id);
    if (!row) throw notFound(MODEM_API_TEXTS.notFound);
    return toModem(row);
  }

  /** A list's filters with the cut-offs of the review targets when its SLA filter is given. */
  const filtersOf = (actor: Actor, list: ModemList, query: ModemExportQuery) =>
    withSlaCutoffs(db, listFilters(actor, list, query, timeZone), timeZone);

  /** GET /modem/{all|commissioned|accepted|rejected}: one page of the list in the caller's scope. */
  async function list(actor: Actor, list: ModemList, query: ModemListQuery) {
    const { rows, ...page } = await repo.listModems(db, await filtersOf(actor, list, query), query);
    return { data: rows.map(toModem), ...page };
  }

  const exportCsv = async (actor: Actor, list: ModemList, query: ModemExportQuery) =>
    csv.stream(
      modemExport(
        db,
        await filtersOf(actor, list, query),
        query,
        modemExportColumns({ role: actor.user.role, list }, timeZone),
      ),
    );

  /** The list's modems on the map (issue 42), as the list filters them. */
  const map = async (
    actor: Actor,
    list: ModemList,
    query: ModemExportQuery & { bbox?: Bounds; zoom: number },
  ) => modemMap(db, await filtersOf(actor, list, query), { bbox: query.bbox, zoom: query.zoom });

  const exportFileName = (actor: Actor, list: ModemList) =>
    csvFileName(modemExportPrefix(actor.user.role, list), timeZone);

  const statistics = (actor: Actor) => repo.modemStatistics(db, scopeOf(actor));
  const divisions = (actor: Actor) => repo.modemDivisions(db, scopeOf(actor));

  /** GET /modem/meter/{meterNumber} (exact, case-insensitive) and the two searches (substring). */
  async function byMeter(actor: Actor, meterNumber: string) {
    return (await repo.modemsByNumber(db, scopeOf(actor), 'meterSno', meterNumber, true)).map(toModem);
  }
  async function search(actor: Actor, field: 'meter' | 'service', text: string) {
    const column = field === 'meter' ? 'meterSno' : 'serviceNo';
    return (await repo.modemsByNumber(db, scopeOf(actor), column, text)).map(toModem);
  }

  /** The officer with this phone, if the actor may see it (AE_ADMIN: only officers it created). */
  async function officerByPhone(actor: Actor, phone: string) {
    const officer = await findUserByPhone(db, phone);
    if (!officer || !canSeeOfficer(actor, officer)) throw notFound(MODEM_MESSAGES.officerNotFound);
    return officer;
  }

  const officerFilters = (actor: Actor, officerId: number, query: Partial<ModemQuery>) => ({
    scope: scopeOf(actor),
    officerId,
    stage: query.stage ? MODEM_TILE_STAGES[query.stage] : undefined,
    division: query.division,
    installedFrom: query.installedFrom,
    installedTo: query.installedTo,
    timeZone,
    q: query.q,
    flag: query.flag,
  });

  async function listForOfficer(actor: Actor, phone: string, query: ModemQuery) {
    const officer = await officerByPhone(actor, phone);
    const { rows, ...page } = await repo.listModems(db, officerFilters(actor, officer.id, query), {
      ...query,
      sort: 'installedOn',
    });
    return { data: rows.map(toModem), ...page };
  }

  /** The officer page's tiles for the modems installed in the range (GET /modem/by-field-officer/{phone}/counts). */
  async function countsForOfficer(actor: Actor, phone: string, range: OfficerModemCountsQuery) {
    const officer = await officerByPhone(actor, phone);
    return repo.modemTileCounts(db, officerFilters(actor, officer.id, range));
  }

  const exportOfficerCsv = (actor: Actor, officerId: number, query: Omit<ModemQuery, 'page' | 'pageSize'>) =>
    csv.stream(
      modemExport(
        db,
        officerFilters(actor, officerId, query),
        { sort: 'installedOn', order: query.order },
        modemExportColumns('officer', timeZone),
      ),
    );

  /** The review record of a modem the actor may see. */
  const reviewRecord = async (actor: Actor, id: number) => {
    await mustFind(actor, id);
    return reviewRecordOf(db, 'modem', id);
  };

  /** What the checks found on a modem the actor may see (issue 42). */
  const flags = async (actor: Actor, id: number) => {
    await mustFind(actor, id);
    return installationFlags(db, actor, 'modem', id);
  };

  return {
    get: mustFind,
    reviewRecord,
    flags,
    list,
    exportCsv,
    map,
    exportFileName,
    statistics,
    divisions,
    byMeter,
    search,
    officerByPhone,
    listForOfficer,
    countsForOfficer,
    exportOfficerCsv,
    officerExportFileName: () => csvFileName('field-officer-modems', timeZone),
  };
}
export type ModemsService = ReturnType<typeof createModemsService>;
