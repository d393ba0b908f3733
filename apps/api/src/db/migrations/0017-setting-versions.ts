import { sql, type Kysely } from 'kysely';

/**
 * Settings the super admin changes are version-checked (issue 36): `settings.version` counts the changes of each
 * key, so a change made on an old reading is refused (409) instead of silently undoing another's. A key never
 * set reads as version 0 with its default (modules/settings/settings.repo.ts).
 *
 * Auto-commissioning becomes a setting (`autoCommission`): off on a new database until the super admin turns it
 * on. A database already in use ran the rule on every Pending meter, always with every compared field, so it
 * keeps doing so: it gets the rule on, set by nobody, rather than a silent change of who decides its meters.
 * A database is in use when it has a user: a new one is migrated before its first admin exists (db/bootstrap.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table settings add column version integer not null default 1`.execute(db);
  await sql`
    insert into settings (key, value, updated_by)
    select 'autoCommission',
           '{"enabled": true, "fields": ["dtrNo", "substation", "district", "edc", "capacity"]}'::jsonb, null
     where exists (select 1 from users)
    on conflict (key) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from settings where key = 'autoCommission'`.execute(db);
  await sql`alter table settings drop column version`.execute(db);
}
