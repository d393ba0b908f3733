import { sql } from 'kysely';
import type { Role } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { csvQuery, type CsvColumn } from '../../lib/csv-export.js';
import { dateCell, plainCell, textCell } from '../../lib/csv-cells.js';
import type { Scope } from '../access/index.js';
import { userWhere, type UserFilters } from './users.filters.js';
import { SORT_KEYS, type UserOrder } from './users.repo.js';

type Column = [header: string, cell: CsvColumn['cell']];

const text = (column: string): CsvColumn['cell'] => textCell(sql.ref(column));
const status = plainCell(sql`case when u.is_active then 'Active' else 'Inactive' end`);

/**
 * One of an officer's counts, a column of their row of officer_counts (migration 0011), joined LATERAL: 20,000
 * officers take one read of it each. An officer who has installed nothing has no row: 0.
 */
const count = (kind: 'meters' | 'modems', stage: 'total' | 'commissioned' | 'accepted' | 'rejected') =>
  plainCell(sql`coalesce(${sql.ref(`k.${kind}_${stage}`)}, 0)`);
const officerCounts = sql`(select * from officer_counts k where k.field_officer_id = u.id)`.as('k');

/** Field officer export: the list's columns with the per-officer counts. */
const OFFICER: Column[] = [
  ['Officer ID', plainCell(sql.ref('u.id'))],
  ['First Name', text('u.first_name')],
  ['Last Name', text('u.last_name')],
  ['Primary Phone', text('u.phone')],
  ['Alternate Phone', text('u.alternate_phone')],
  ['Circle', text('u.circle')],
  ['Division', text('u.division')],
  ['Sub Division', text('u.sub_division')],
  ['Section', text('u.section')],
  ['Access Level', text('u.access_level')],
  ['Status', status],
  // Installed, the first stage, is every installation an officer has (STAGE_RULES): their total.
  ['Meters Assigned', count('meters', 'total')],
  ['Installed', count('meters', 'total')],
  ['Commissioned', count('meters', 'commissioned')],
  ['Approved', count('meters', 'accepted')],
  ['Rejected', count('meters', 'rejected')],
  ['Modems Installed', count('modems', 'total')],
  ['Modems Commissioned', count('modems', 'commissioned')],
  ['Modems Accepted', count('modems', 'accepted')],
  ['Modems Rejected', count('modems', 'rejected')],
];

/** SPEC §9: the BI admin file has 9 columns; the AE admin file the same. Last Login in the utility's zone. */
const admin = (zone: string): Column[] => [
  ['Admin ID', plainCell(sql.ref('u.id'))],
  ['First Name', text('u.first_name')],
  ['Last Name', text('u.last_name')],
  ['Email', text('u.email')],
  ['Phone', text('u.phone')],
  ['Role', text('u.role')],
  ['Division', text('u.division')],
  ['Status', status],
  ['Last Login', dateCell(sql.ref('u.last_login_at'), zone)],
];

/** Every person of a list (its WHERE, scope and order) as cell texts; officers with their counts. */
export function userExport(
  db: Db,
  kind: 'officers' | 'admins',
  list: { scope: Scope; roles: readonly Role[]; filters: UserFilters; order: UserOrder },
  zone: string,
) {
  const columns = (kind === 'officers' ? OFFICER : admin(zone)).map(([header, cell]) => ({ header, cell }));
  const people = db.selectFrom('users as u');
  const rows = kind === 'officers' ? people.leftJoinLateral(officerCounts, (join) => join.onTrue()) : people;
  return csvQuery(
    rows.where((eb) => userWhere(eb, list.scope, list.roles, list.filters)),
    columns,
    { key: SORT_KEYS[list.order.sort], id: 'u.id', direction: list.order.order },
  );
}
