import { sql } from 'kysely';
import type { Role } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { csvQuery, type CsvColumn } from '../../lib/csv-export.js';
import { dateCell, plainCell, textCell } from '../../lib/csv-cells.js';
import type { Scope } from '../access/access.js';
import { userWhere, type UserFilters } from './users.filters.js';
import { OFFICER_COUNT_COLUMNS, officerCountsFrom, SORT_KEYS, type UserOrder } from './users.repo.js';

type Column = [header: string, cell: CsvColumn['cell']];

const text = (column: string): CsvColumn['cell'] => textCell(sql.ref(column));
const status = plainCell(sql`case when u.is_active then 'Active' else 'Inactive' end`);

const COUNTED = { meters: 'mc', modems: 'dc' } as const;
type CountName = keyof typeof OFFICER_COUNT_COLUMNS;

/**
 * An officer's counts of one kind, every column of them summed in one read of the counters, counted as the
 * officers list counts them (users.repo.ts): joined LATERAL, so 20,000 officers take 40,000 reads of the counters
 * instead of 180,000 (one a column).
 */
const countsJoined = <K extends keyof typeof COUNTED>(kind: K) =>
  sql<Record<CountName, number>>`(select ${sql.join(
    Object.entries(OFFICER_COUNT_COLUMNS).map(([name, count]) => sql`${count} as ${sql.ref(name)}`),
  )} ${officerCountsFrom(kind)})`.as(COUNTED[kind]);

/** One count of an officer's installations: a column of countsJoined. */
const count = (kind: keyof typeof COUNTED, name: CountName) => plainCell(sql.ref(`${COUNTED[kind]}.${name}`));

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
  ['Meters Assigned', count('meters', 'total')],
  ['Installed', count('meters', 'installed')],
  ['Commissioned', count('meters', 'commissioned')],
  ['Approved', count('meters', 'accepted')],
  ['Rejected', count('meters', 'rejected')],
  ['Modems Installed', count('modems', 'installed')],
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
  const rows =
    kind === 'officers'
      ? people
          .innerJoinLateral(countsJoined('meters'), (join) => join.onTrue())
          .innerJoinLateral(countsJoined('modems'), (join) => join.onTrue())
      : people;
  return csvQuery(
    rows.where((eb) => userWhere(eb, list.scope, list.roles, list.filters)),
    columns,
    { key: SORT_KEYS[list.order.sort], id: 'u.id', direction: list.order.order },
  );
}
