import { sql, type Insertable, type Updateable } from 'kysely';
import { OfficerCounts, User, type Role, type UserQuery } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { keysetPage, sliceOf } from '../../lib/list-page.js';
import { carriedTotal, exactTotal, listTotalColumn } from '../../lib/list-total.js';
import { isoTimestamp, rowJson, type RowColumns } from '../../lib/row-json.js';
import type { UserRow, UsersTable } from '../../db/schema.js';
import { sortKey, type SortKey } from '../../lib/keyset.js';
import type { Scope } from '../access/index.js';
import { userWhere, type UserFilters } from './users.filters.js';

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ passwordHash, updatedAt: sql`now()`, version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

export async function markLoggedIn(db: Db, userId: number): Promise<string> {
  const row = await db
    .updateTable('users')
    .set({ lastLoginAt: sql`now()` })
    .where('id', '=', userId)
    .returning('lastLoginAt')
    .executeTakeFirstOrThrow();
  return row.lastLoginAt ?? new Date().toISOString();
}

/** The sorts of the people lists; the page and the export order by the same key, then by id. */
export const SORT_KEYS: Record<UserQuery['sort'], SortKey> = {
  id: sortKey('u.id', 'integer'),
  firstName: sortKey('u.first_name', 'text'),
  createdAt: sortKey('u.created_at', 'timestamptz'),
  lastLoginAt: sortKey('u.last_login_at', 'timestamptz', true),
  division: sortKey('u.division', 'text'),
};
export type UserOrder = Pick<UserQuery, 'sort' | 'order'>;

/** The API's User (users.mapper.ts) in SQL: each key is its column, the timestamps written as toISOString does. */
const USER_TIMESTAMPS: ReadonlySet<string> = new Set(['lastLoginAt', 'createdAt'] satisfies (keyof User)[]);
const USER_COLUMNS = Object.fromEntries(
  Object.keys(User.shape).map((key) => {
    const column = sql.ref(`u.${key}`);
    return [key, USER_TIMESTAMPS.has(key) ? isoTimestamp(column) : column];
  }),
) as unknown as RowColumns<typeof User>;

/**
 * A user's row as User, written from its columns by the schema itself: what `users.json_fields` holds inside its
 * braces (migration 0014 keeps it by trigger; users.routes.test.ts compares the two for every user).
 */
export const USER_JSON = rowJson(User, USER_COLUMNS);

/**
 * An officer's meter and modem counts as the officers list writes them (OfficerCounts): the JSON their row of
 * officer_counts keeps (migration 0011: triggers keep it exact, whoever changes an installation), zeros for an
 * officer who has installed nothing. The officers list and GET /users/:id read it, the officers export its columns.
 */
const NO_COUNTS = JSON.stringify(
  Object.fromEntries(
    Object.entries(OfficerCounts.shape).map(([kind, counts]) => [
      kind,
      Object.fromEntries(Object.keys(counts.shape).map((key) => [key, 0])),
    ]),
  ),
);
const OFFICER_COUNTS = sql`coalesce((select k.counts from officer_counts k where k.field_officer_id = u.id), ${NO_COUNTS}::json)`;

/**
 * The JSON of a row of each people list, as text, by concatenation of what triggers keep: the user's members
 * (json_fields, migration 0014) in braces for an admin (User); for an officer (FieldOfficer: User's keys, then
 * `counts`) the same members and its counts. Read as stored, a page of 500 officers takes 3 ms of PostgreSQL
 * instead of 5 (row_to_json of every row).
 */
const PEOPLE_JSON = {
  admins: sql<string>`'{' || u.json_fields || '}'`,
  officers: sql<string>`'{' || u.json_fields || ',"counts":' || ${OFFICER_COUNTS}::text || '}'`,
};

/**
 * One page of a people list (keyset by cursor, or a page jump) and its exact total (people are few), each row
 * as the JSON PostgreSQL wrote in the list's shape (PEOPLE_JSON). A total people_counts holds comes in the page's
 * own statement (listTotalColumn): one statement a page.
 */
export async function listPeople(
  db: Db,
  scope: Scope,
  roles: readonly Role[],
  query: UserQuery,
  shape: keyof typeof PEOPLE_JSON,
) {
  const { page: _page, pageSize: _size, cursor: _cursor, sort, ...filters } = query;
  const fromCounts = peopleCountsTotal(scope, roles, filters);
  const [page, counted] = await Promise.all([
    keysetPage(query, (slice) =>
      sliceOf(
        db,
        db
          .selectFrom('users as u')
          .select(['u.id', PEOPLE_JSON[shape].as('json'), listTotalColumn(fromCounts)])
          .where((eb) => userWhere(eb, scope, roles, filters)),
        SORT_KEYS[sort],
        'u.id',
        slice,
      ),
    ),
    fromCounts ? undefined : peopleCounted(db, scope, roles, filters),
  ]);
  if (!fromCounts) return { ...page, ...exactTotal(counted ?? 0) };
  // A page past the list's end has no row to carry it: the total is read alone.
  const alone = async () =>
    (await sql<{ total: number }>`select ${fromCounts} as total`.execute(db)).rows[0]?.total ?? 0;
  return { ...page, ...(await carriedTotal(page.rows, alone)) };
}

/**
 * How many people a list holds, from the trigger-kept people_counts (migration 0007) as a scalar subquery, when
 * the list is filtered by role, view and creator only (the lists as they open); undefined when it must be counted.
 */
function peopleCountsTotal(scope: Scope, roles: readonly Role[], f: UserFilters) {
  if (f.q || f.status || f.division || f.subDivision || f.section || scope.kind === 'self') return undefined;
  const creators = [scope.kind === 'createdBy' ? scope.adminId : undefined, f.createdBy].filter(
    (id) => id !== undefined,
  );
  return sql<number>`(select coalesce(sum(n), 0)::int from people_counts
    where role = any(${f.role ? roles.filter((r) => r === f.role) : [...roles]}::text[])
      and access_level like ${`%${f.view ?? ''}%`}
      and ${sql.join([sql`true`, ...creators.map((id) => sql`created_by = ${id}`)], sql` and `)})`;
}

/** How many people a filtered list holds, counted. */
async function peopleCounted(db: Db, scope: Scope, roles: readonly Role[], f: UserFilters): Promise<number> {
  const row = await db
    .selectFrom('users as u')
    .select(sql<number>`count(*)::int`.as('total'))
    .where((eb) => userWhere(eb, scope, roles, f))
    .executeTakeFirstOrThrow();
  return row.total;
}

/** One officer's meter and modem counts, as the officers list shows them (DESIGN §6: one statement). */
export async function officerCounts(db: Db, officerId: number): Promise<OfficerCounts> {
  const row = await db
    .selectFrom('users as u')
    .select(sql<string>`${OFFICER_COUNTS}::text`.as('json'))
    .where('u.id', '=', officerId)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.json) as OfficerCounts;
}

/** Total, active, inactive and distinct non-empty divisions of one kind of admin in a view (SPEC §2.7). */
export async function adminStats(db: Db, roles: readonly Role[], view: UserQuery['view']) {
  return db
    .selectFrom('users as u')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where is_active))::int`.as('active'),
      sql<number>`(count(*) filter (where not is_active))::int`.as('inactive'),
      sql<number>`count(distinct nullif(nullif(trim(division), ''), 'Unassigned'))::int`.as('zonesCovered'),
      sql<string[]>`coalesce(array_agg(distinct role), '{}')`.as('roles'),
    ])
    .where((eb) => userWhere(eb, { kind: 'all' }, roles, { view }))
    .executeTakeFirstOrThrow();
}

export async function insertUser(db: Db, values: Insertable<UsersTable>): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Db,
  id: number,
  values: Updateable<UsersTable>,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set((eb) => ({ ...values, updatedAt: sql`now()`, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function installationCount(db: Db, officerId: number): Promise<number> {
  const row = await sql<{ n: number }>`
    select ((select count(*) from meters where field_officer_id = ${officerId}) +
            (select count(*) from modems where field_officer_id = ${officerId}))::int as n`.execute(db);
  return row.rows[0]?.n ?? 0;
}
