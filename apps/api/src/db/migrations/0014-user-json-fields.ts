import { sql, type Kysely } from 'kysely';

/**
 * Scale, people lists (issue 12): each user as the API's User writes it (packages/shared/src/users.ts), kept in
 * `users.json_fields` by a trigger before every insert and update, so whoever writes a user, plain SQL included,
 * the JSON follows in the same statement. A page of 500 officers built 500 of them with row_to_json, 2 of a
 * page's 5 ms in PostgreSQL (1M meters, 20,000 officers); read as stored, the page takes 3 ms.
 *
 * The column holds the object's members without its braces (`"id":1,…,"createdAt":"…"`), so a list writes its
 * rows by concatenation alone: `{` fields `}` for an admin, `{` fields `,"counts":…}` for an officer
 * (users.repo.ts). Cutting a brace off a whole object instead (left(x, -1)) counts its characters twice
 * (UTF-8): a fifth of PostgreSQL's time on a page.
 *
 * The keys are User's, in its order, as they are today; users.routes.test.ts compares every user's stored JSON
 * with the same row written from the schema itself (lib/row-json.ts), so a change of User needs a migration here.
 * Timestamps as the API writes them: ISO 8601 in UTC with milliseconds (lib/row-json.ts isoTimestamp).
 */
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const KEYS: Record<string, string> = {
  id: 'new.id',
  username: 'new.username',
  role: 'new.role',
  accessLevel: 'new.access_level',
  firstName: 'new.first_name',
  lastName: 'new.last_name',
  email: 'new.email',
  phone: 'new.phone',
  alternatePhone: 'new.alternate_phone',
  circle: 'new.circle',
  division: 'new.division',
  subDivision: 'new.sub_division',
  section: 'new.section',
  isActive: 'new.is_active',
  createdBy: 'new.created_by',
  lastLoginAt: `to_char(new.last_login_at at time zone 'UTC', ${ISO})`,
  createdAt: `to_char(new.created_at at time zone 'UTC', ${ISO})`,
};
const ROW = Object.entries(KEYS)
  .map(([key, value]) => `${value} as "${key}"`)
  .join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column json_fields text`.execute(db);
  await sql
    .raw(
      `create function users_json_fields() returns trigger language plpgsql as $$
      begin
        new.json_fields := (select substr(j, 2, length(j) - 2)
                              from (select row_to_json(r)::text as j from (select ${ROW}) r) o);
        return new;
      end $$`,
    )
    .execute(db);
  await sql`create trigger users_json_fields before insert or update on users
    for each row execute function users_json_fields()`.execute(db);
  // Every user already there, through the trigger.
  await sql`update users set json_fields = null`.execute(db);
  await sql`alter table users alter column json_fields set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_json_fields on users`.execute(db);
  await sql`drop function users_json_fields()`.execute(db);
  await sql`alter table users drop column json_fields`.execute(db);
}
