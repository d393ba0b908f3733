import { sql, type Insertable, type Updateable } from 'kysely';
import type { MeterQuery } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { MetersTable } from '../../db/schema.js';
import { type Scope, installationsInScope } from '../access/index.js';
import { sortKey, type SortKey } from '../../lib/keyset.js';
import { keysetPage, sliceOf } from '../../lib/list-page.js';
import {
  cappedTotal,
  carriedTotal,
  exactTotal,
  exactTotalOf,
  listTotalColumn,
  type ListTotal,
} from '../../lib/list-total.js';
import {
  counterTotal,
  counterTotalSql,
  divisionsInScope,
  insertInstallation,
  queueSlaTotal,
  updateInstallation,
} from '../lifecycle/index.js';
import {
  meterRules,
  meterSearch,
  meterWhere,
  narrowedPastCounters,
  type MeterFilters,
  type MeterListQuery,
  type MeterSearch,
} from './meters.filters.js';

/** The sorts of the meter lists; the page and the export order by the same key, then by id. */
export const SORT_KEYS: Record<MeterQuery['sort'], SortKey> = {
  installedOn: sortKey('m.installed_on', 'timestamptz'),
  meterSno: sortKey('m.meter_sno', 'text'),
  substationName: sortKey('m.substation_name', 'text', true),
  feederName: sortKey('m.feeder_name', 'text', true),
  division: sortKey('m.division', 'text', true),
  stepSince: sortKey('m.step_since', 'timestamptz'),
  id: sortKey('m.id', 'integer'),
};
export type MeterOrder = Pick<MeterQuery, 'sort' | 'order'>;

/** A meter with its officer's name and phone (joined, never copied) and the slots that hold photos (a mask). */
function selectMeters(db: Db) {
  return db
    .selectFrom('meters as m')
    .innerJoin('users as u', 'u.id', 'm.fieldOfficerId')
    .selectAll('m')
    .select([
      'u.firstName as fieldOfficerName',
      'u.lastName as fieldOfficerLastName',
      'u.phone as fieldOfficerPhone',
    ]);
}
export type MeterRow = Awaited<ReturnType<ReturnType<typeof selectMeters>['executeTakeFirstOrThrow']>>;

/**
 * One page of a meter list (keyset by cursor, or a page jump by offset) with its total: exact from the
 * counters when the filters are lifecycle rules and scope only (read in the page's own statement), otherwise
 * counted up to a cap or estimated.
 */
export async function listMeters(db: Db, scope: Scope, query: MeterListQuery) {
  const { page: _page, pageSize: _size, cursor: _cursor, sort, order: _order, ...filters } = query;
  const search = await meterSearch(db, scope, filters);
  // The counters' total rides in the page's own statement; for what no one is reviewing, less the few claimed.
  const counters = counterTotalSql('meters', scope, meterRules(filters), filters.officerId);
  const fromCounters = totalledByCounters(filters, search)
    ? counters
    : unclaimedOfCounted(filters, search)
      ? sql<number>`(${counters} - (${claimedCount(db, scope, filters, search)}))`
      : slaTotal(scope, filters, search);
  const rows = selectMeters(db)
    .where((eb) => meterWhere(eb, scope, filters, search))
    .select(listTotalColumn(fromCounters));
  const [page, total] = await Promise.all([
    keysetPage(query, (slice) => sliceOf(db, rows, SORT_KEYS[sort], 'm.id', slice)),
    fromCounters ? undefined : totalOf(db, scope, filters, search),
  ]);
  return {
    ...page,
    ...(total ??
      (await carriedTotal(page.rows, async () => (await totalOf(db, scope, filters, search)).total))),
  };
}

/** An SLA state's exact total from the step counters, for a review queue of every officer's meters. */
const slaTotal = (scope: Scope, filters: MeterFilters, search: MeterSearch | undefined) =>
  queueSlaTotal(
    'meters',
    scope,
    filters,
    meterRules(filters),
    totalledByCounters({ ...filters, sla: undefined }, search),
  );

/** What no one is reviewing in a list the counters total: that total less the few being reviewed. */
const unclaimedOfCounted = (filters: MeterFilters, search: MeterSearch | undefined) =>
  filters.claim === 'unclaimed' && totalledByCounters({ ...filters, claim: undefined }, search);

/** How many of the list's meters are being reviewed: a count the claims' few rows drive, never one of the list. */
const claimedCount = (db: Db, scope: Scope, filters: MeterFilters, search: MeterSearch | undefined) =>
  db
    .selectFrom('meters as m')
    .where((eb) => meterWhere(eb, scope, { ...filters, claim: 'claimed' }, search))
    .select(sql<number>`count(*)::int`.as('n'));

/** Rules and scope alone, which the counters total exactly (a division, category or search is counted). */
const totalledByCounters = (filters: MeterFilters, search: MeterSearch | undefined) =>
  !narrowedPastCounters(filters) && !search;

/** How many meters a list holds: its page's total, and what a notification counts. */
export const meterTotal = async (db: Db, scope: Scope, filters: MeterFilters): Promise<ListTotal> =>
  totalOf(db, scope, filters, await meterSearch(db, scope, filters));

async function totalOf(
  db: Db,
  scope: Scope,
  filters: MeterFilters,
  search: MeterSearch | undefined,
): Promise<ListTotal> {
  const counted = (s: MeterSearch | undefined, f: MeterFilters = filters) =>
    cappedTotal(
      db,
      db.selectFrom('meters as m').where((eb) => meterWhere(eb, scope, f, s)),
    );
  if (totalledByCounters(filters, search))
    return exactTotal(await counterTotal(db, 'meters', scope, meterRules(filters), filters.officerId));
  const bySteps = slaTotal(scope, filters, search);
  if (bySteps) return exactTotalOf(db, bySteps);
  if (unclaimedOfCounted(filters, search)) {
    const [all, claimed] = await Promise.all([
      counterTotal(db, 'meters', scope, meterRules(filters), filters.officerId),
      claimedCount(db, scope, filters, search).executeTakeFirstOrThrow(),
    ]);
    return exactTotal(all - claimed.n);
  }
  if (narrowedPastCounters(filters) || !search || search.officersHold === undefined) return counted(search);
  // The named officers' meters came from the counters with the search: only the text's other matches are counted.
  const besides = await counted({ ...search, besidesOfficers: true });
  return { total: search.officersHold + besides.total, totalIsEstimate: besides.totalIsEstimate };
}

export async function findMeter(db: Db, scope: Scope, id: number): Promise<MeterRow | undefined> {
  return selectMeters(db).where('m.id', '=', id).where(installationsInScope(scope, 'm')).executeTakeFirst();
}

export const insertMeter = (db: Db, values: Insertable<MetersTable>) =>
  insertInstallation(db, 'meters', values);

export const updateMeter = (db: Db, id: number, version: number, values: Updateable<MetersTable>) =>
  updateInstallation(db, 'meters', id, version, values);

export async function deleteMeter(db: Db, id: number): Promise<void> {
  await db.deleteFrom('meters').where('id', '=', id).execute();
}

/** Holds the meter's row until the transaction ends, so changes to its photos run one after another. */
export async function lockMeter(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('meters')
    .select('id')
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function meterPhotos(db: Db, meterId: number) {
  return db.selectFrom('meterPhotos').selectAll().where('meterId', '=', meterId).orderBy('slot').execute();
}

export async function upsertPhoto(
  db: Db,
  photo: {
    meterId: number;
    slot: number;
    fileName: string;
    contentType: string;
    sizeBytes: number;
    sha256: string;
    dhash: string;
  },
) {
  await db
    .insertInto('meterPhotos')
    .values(photo)
    .onConflict((oc) =>
      oc.columns(['meterId', 'slot']).doUpdateSet({
        fileName: photo.fileName,
        contentType: photo.contentType,
        sizeBytes: photo.sizeBytes,
        sha256: photo.sha256,
        dhash: photo.dhash,
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
export const meterDivisions = (db: Db, scope: Scope) => divisionsInScope(db, 'meters', scope);
