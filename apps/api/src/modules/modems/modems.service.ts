import {
  csvFileName,
  csvRow,
  localDateTime,
  MODEM_API_TEXTS,
  MODEM_LISTS,
  MODEM_MESSAGES,
  MODEM_TILE_STAGES,
  type Modem,
  type ModemExportQuery,
  type ModemList,
  type ModemListQuery,
  type ModemQuery,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/http-error.js';
import { csvRowsByKeyset } from '../../lib/keyset.js';
import { canSeeOfficer, scopeOf, type Actor } from '../access/access.js';
import { findUserByPhone } from '../users/users.repo.js';
import { modemCsvHeader, modemCsvLine, modemExportPrefix } from './modems.export.js';
import { toModem } from './modems.mapper.js';
import * as repo from './modems.repo.js';

export { toModem } from './modems.mapper.js';

/** The officer modems page's export (SPEC §2.6 style): its own columns. */
const OFFICER_COLUMNS: [string, (m: Modem, zone: string) => unknown][] = [
  ['Modem ID', (m) => m.id],
  ['Modem No', (m) => m.modemSno],
  ['Meter No', (m) => m.meterSno],
  ['Service No', (m) => m.serviceNo],
  ['Consumer Name', (m) => m.consumerName],
  ['Location', (m) => [m.section, m.subDivision, m.division, m.circle].filter(Boolean).join(', ')],
  ['Status', (m) => m.stage],
  ['Installed On', (m, zone) => localDateTime(m.installedOn, zone)],
  ['Last Communication', (m, zone) => localDateTime(m.lastCommunicatedAt, zone)],
];

/** A list's filters in the actor's scope: the list's stage plus the query's own filters. */
const listFilters = (actor: Actor, list: ModemList, query: ModemExportQuery): repo.ModemFilters => ({
  scope: scopeOf(actor),
  stage: MODEM_LISTS[list],
  status: query.status,
  division: query.division,
  category: query.category,
  q: query.q,
});

/** `timeZone`: the utility's zone, in which the CSV files write their dates and are named. */
export function createModemsService({ db, timeZone }: { db: Db; timeZone: string }) {
  async function mustFind(actor: Actor, id: number): Promise<Modem> {
    const row = await repo.findModem(db, scopeOf(actor), id);
    if (!row) throw notFound(MODEM_API_TEXTS.notFound);
    return toModem(row);
  }

  /** GET /modem/{all|commissioned|accepted|rejected}: one page of the list in the caller's scope. */
  async function list(actor: Actor, list: ModemList, query: ModemListQuery) {
    const { rows, total } = await repo.listModems(db, listFilters(actor, list, query), query);
    return { data: rows.map(toModem), total };
  }

  const exportCsv = (actor: Actor, list: ModemList, query: ModemExportQuery) =>
    csvRowsByKeyset(
      modemCsvHeader(actor.user.role, list),
      (after, size) => repo.modemExportBatch(db, listFilters(actor, list, query), query, after, size),
      (rows) => rows.map((r) => modemCsvLine(actor.user.role, list, toModem(r), timeZone)).join(''),
    );

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

  const officerFilters = (actor: Actor, officerId: number, query: Omit<ModemQuery, 'page' | 'pageSize'>) => ({
    scope: scopeOf(actor),
    officerId,
    stage: query.stage ? MODEM_TILE_STAGES[query.stage] : undefined,
    division: query.division,
    q: query.q,
  });

  async function listForOfficer(actor: Actor, phone: string, query: ModemQuery) {
    const officer = await officerByPhone(actor, phone);
    const { rows, total } = await repo.listModems(db, officerFilters(actor, officer.id, query), {
      ...query,
      sort: 'installedOn',
    });
    return { data: rows.map(toModem), total };
  }

  const exportOfficerCsv = (actor: Actor, officerId: number, query: Omit<ModemQuery, 'page' | 'pageSize'>) =>
    csvRowsByKeyset(
      csvRow(OFFICER_COLUMNS.map(([h]) => h)),
      (after, size) =>
        repo.modemExportBatch(
          db,
          officerFilters(actor, officerId, query),
          { sort: 'installedOn', order: query.order },
          after,
          size,
        ),
      (rows) =>
        rows.map((r) => csvRow(OFFICER_COLUMNS.map(([, value]) => value(toModem(r), timeZone)))).join(''),
    );

  return {
    get: mustFind,
    list,
    exportCsv,
    exportFileName,
    statistics,
    divisions,
    byMeter,
    search,
    officerByPhone,
    listForOfficer,
    exportOfficerCsv,
    officerExportFileName: () => csvFileName('field-officer-modems', timeZone),
  };
}
export type ModemsService = ReturnType<typeof createModemsService>;
