import { sql, type Insertable, type Updateable } from 'kysely';
import {
  MODEM_SEARCH_LIMIT,
  STAGE_RULES,
  type ModemSort,
  type ModemStatistics,
  type OfficerModemCounts,
  type SortOrder,
} from '@smms/shared';
import {
  countWhere,
  counterTotal,
  counterTotalSql,
  divisionsInScope,
  insertInstallation,
  queueSlaTotal,
  updateInstallation,
} from '../lifecycle/index.js';
import { sortKey, type SortKey } from '../../lib/keyset.js';
import type { Db } from '../../db/connection.js';
import type { ModemsTable } from '../../db/schema.js';
import { likePattern } from '../../lib/sql.js';
import { type Scope, installationsInScope } from '../access/index.js';
import { keysetPage, sliceOf } from '../../lib/list-page.js';
import {
  cappedTotal,
  carriedTotal,
  exactTotal,
  exactTotalOf,
  listTotalColumn,
  type ListTotal,
} from '../../lib/list-total.js';
import { modemRules, modemWhere, type ModemFilters } from './modems.filters.js';
import { hasInstalledRange } from '../../lib/installed-range.sql.js';

export type { ModemFilters } from './modems.filters.js';

/** The sorts of the modem lists; the page and the export order by the same key, then by id. */
export const SORT_KEYS: Record<ModemSort, SortKey> = {
  installedOn: sortKey('d.installed_on', 'timestamptz'),
  modemSno: sortKey('d.modem_sno', 'text'),
  division: sortKey('d.division', 'text', true),
  stepSince: sortKey('d.step_since', 'timestamptz'),
  id: sortKey('d.id', 'integer'),
};
export interface ModemOrder {
  sort: ModemSort;
  order: SortOrder;
}
export interface ModemPaging extends ModemOrder {
  page: number;
  pageSize: number;
  cursor?: string;
}

/** A modem with its officer's name and phone (joined, never copied) and the slots that hold photos. */
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

/** One page of a modem list (keyset by cursor, or a page jump) with its total, as listMeters. */
export async function listModems(db: Db, filters: ModemFilters, paging: ModemPaging) {
  const { scope: _scope, ...listFilters } = filters;
  const fromCounters = countedByCounters(filters)
    ? counterTotalSql('modems', filters.scope, modemRules(filters), filters.officerId)
    : slaTotal(filters);
  const rows = selectModems(db)
    .where((eb) => modemWhere(eb, filters))
    .select(listTotalColumn(fromCounters));
  const [page, total] = await Promise.all([
    keysetPage({ ...listFilters, ...paging }, (slice) =>
      sliceOf(db, rows, SORT_KEYS[paging.sort], 'd.id', slice),
    ),
    fromCounters ? undefined : modemTotal(db, filters),
  ]);
  return {
    ...page,
    ...(total ?? (await carriedTotal(page.rows, async () => (await modemTotal(db, filters)).total))),
  };
}

/** Lifecycle filters and scope alone, which the counters total exactly (they count no flags). */
const countedByCounters = (filters: ModemFilters) =>
  !filters.q &&
  !filters.circle &&
  !filters.division &&
  !filters.category &&
  !hasInstalledRange(filters) &&
  !filters.sla &&
  !filters.claim &&
  !filters.flag;

/** An SLA state's exact total from the step counters, for a review queue of every officer's modems. */
const slaTotal = (filters: ModemFilters) =>
  queueSlaTotal(
    'modems',
    filters.scope,
    filters,
    modemRules(filters),
    countedByCounters({ ...filters, sla: undefined }),
  );

/** A modem list's total: exact from the counters for lifecycle filters and SLA states, otherwise capped or estimated. */
export async function modemTotal(db: Db, filters: ModemFilters): Promise<ListTotal> {
  if (countedByCounters(filters))
    return exactTotal(
      await counterTotal(db, 'modems', filters.scope, modemRules(filters), filters.officerId),
    );
  const bySteps = slaTotal(filters);
  if (bySteps) return exactTotalOf(db, bySteps);
  return cappedTotal(
    db,
    db.selectFrom('modems as d').where((eb) => modemWhere(eb, filters)),
  );
}

/**
 * An officer page's tiles (the officer's modems the filters hold, by tile): one pass over the rows the filters
 * select, counted per stage by the lifecycle's rules, as the list with each tile's stage counts them.
 */
export async function modemTileCounts(db: Db, filters: ModemFilters): Promise<OfficerModemCounts> {
  const row = await db
    .selectFrom('modems as d')
    .where((eb) => modemWhere(eb, filters))
    .select([
      countWhere(STAGE_RULES.installed, 'd').as('total'),
      countWhere(STAGE_RULES.commissioned, 'd').as('commissioned'),
      countWhere(STAGE_RULES.accepted, 'd').as('accepted'),
      countWhere(STAGE_RULES.rejected, 'd').as('rejected'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    commissioned: Number(row.commissioned),
    accepted: Number(row.accepted),
    rejected: Number(row.rejected),
  };
}

export const findModem = (db: Db, scope: Scope, id: number) =>
  selectModems(db).where('d.id', '=', id).where(installationsInScope(scope, 'd')).executeTakeFirst();

/** A modem by its number, whoever installed it (the install call's idempotency). */
export const findModemBySno = (db: Db, modemSno: string) =>
  selectModems(db).where('d.modemSno', '=', modemSno).executeTakeFirst();

/** Modems in scope whose meter (or service) number is, or contains, the text: newest first, at most 50. */
export function modemsByNumber(
  db: Db,
  scope: Scope,
  column: 'meterSno' | 'serviceNo',
  text: string,
  exact = false,
) {
  return selectModems(db)
    .where(installationsInScope(scope, 'd'))
    .where(
      exact
        ? sql<boolean>`lower(${sql.ref(`d.${column}`)}) = lower(${text})`
        : sql<boolean>`${sql.ref(`d.${column}`)} ilike ${likePattern(text)}`,
    )
    .orderBy('d.installedOn', 'desc')
    .orderBy('d.id', 'desc')
    .limit(MODEM_SEARCH_LIMIT)
    .execute();
}

/** Distinct divisions of the modems in scope, for the modem lists' division filter (SPEC §2.9: from data). */
export const modemDivisions = (db: Db, scope: Scope) => divisionsInScope(db, 'modems', scope);

/** The four lists' totals and the pending ones, in one aggregate over the modems in scope. */
export async function modemStatistics(db: Db, scope: Scope): Promise<ModemStatistics> {
  const { rows } = await sql<ModemStatistics>`
    select
      count(*)::int as total,
      ${countWhere(STAGE_RULES.installed, 'd')} as installed,
      ${countWhere(STAGE_RULES.commissioned, 'd')} as commissioned,
      ${countWhere(STAGE_RULES.accepted, 'd')} as accepted,
      ${countWhere(STAGE_RULES.rejected, 'd')} as rejected,
      ${countWhere(STAGE_RULES['pending-review'], 'd')} as pending
    from modems d where ${installationsInScope(scope, 'd')}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('modem statistics returned no row');
  return row;
}

export const insertModem = (db: Db, values: Insertable<ModemsTable>) =>
  insertInstallation(db, 'modems', values);

export const updateModem = (db: Db, id: number, version: number, values: Updateable<ModemsTable>) =>
  updateInstallation(db, 'modems', id, version, values);

export const modemPhoto = (db: Db, modemId: number, slot: number) =>
  db
    .selectFrom('modemPhotos')
    .selectAll()
    .where('modemId', '=', modemId)
    .where('slot', '=', slot)
    .executeTakeFirst();

export async function insertPhoto(
  db: Db,
  photo: {
    modemId: number;
    slot: number;
    fileName: string;
    contentType: string;
    sizeBytes: number;
    sha256: string;
    dhash: string;
  },
) {
  await db.insertInto('modemPhotos').values(photo).execute();
}
