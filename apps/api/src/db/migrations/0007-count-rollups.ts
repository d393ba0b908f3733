import { sql, type Kysely } from 'kysely';

/**
 * Scale, second step (issue 12).
 *
 * 1. `installation_totals`: the counters of 0006 without the officer column, so a dashboard over every
 *    installation sums a few dozen rows instead of one row per officer and status.
 * 2. Both counter tables are now kept by statement-level triggers over transition tables: one statement's
 *    changes are summed per key and applied once, in key order. A bulk load of a million rows is one
 *    aggregate instead of a million row triggers, and two writers always lock counter rows in the same order.
 *    Still in the same transaction as the change, whoever makes it.
 * 3. Counter rows are updated all day: leave room for HOT updates and vacuum them early.
 * 4. An officer's counter rows by one index-only scan (the officer list reads 500 officers' at a time: 50 ms
 *    through the primary key's heap fetches on 1M meters, 5 ms from the covering index), and the people
 *    lists' "newest first" order from an index instead of a sort of every user.
 * 5. `people_counts`: users by role, access level and creator, kept the same way, so a dashboard's people
 *    cards are a sum of a few rows instead of a scan of every user.
 * 6. Trigram indexes for the search terms that had none, so every search branch can use an index
 *    (officer names in the meters search, the tech support status, a modem's meter and service numbers).
 */

const OFFICER_KEY = 'kind, field_officer_id, commission_status, live, tech_rejected, tech_reviewed, auto';
const TOTAL_KEY = 'kind, commission_status, live, tech_rejected, tech_reviewed, auto';

/** The counter key of an installation row `r` of `table`, in OFFICER_KEY's order. */
function keyOf(table: 'meters' | 'modems', r: string): string {
  // Modems carry no auto_commissioned column: their auto is always false.
  const auto = table === 'meters' ? `${r}.auto_commissioned` : 'false';
  return `'${table}'::text as kind, ${r}.field_officer_id, ${r}.commission_status,
    ${r}.communication_status = 'LIVE' as live,
    ${r}.tech_support_status is not distinct from 'REJECTED' as tech_rejected,
    ${r}.tech_support_status is not null as tech_reviewed, ${auto} as auto`;
}

/** Applies the deltas of one statement (rows of new_rows count +1, of old_rows −1) to both counter tables. */
function applyDeltas(table: 'meters' | 'modems', from: Parameters<Apply>[0]): string {
  const deltas = from
    .map((t) => `select ${keyOf(table, 'r')}, ${t === 'new_rows' ? 1 : -1}::bigint as d from ${t} r`)
    .join(' union all ');
  return `
    with g as (
      select ${OFFICER_KEY}, sum(d)::bigint as d from (${deltas}) x
      group by ${OFFICER_KEY} having sum(d) <> 0
    ), officers as (
      insert into installation_counts (${OFFICER_KEY}, n)
      select ${OFFICER_KEY}, d from g order by ${OFFICER_KEY}
      on conflict (${OFFICER_KEY}) do update set n = installation_counts.n + excluded.n
    )
    insert into installation_totals (${TOTAL_KEY}, n)
    select ${TOTAL_KEY}, sum(d) from g group by ${TOTAL_KEY} having sum(d) <> 0 order by ${TOTAL_KEY}
    on conflict (${TOTAL_KEY}) do update set n = installation_totals.n + excluded.n;`;
}

const PEOPLE_KEY = 'role, access_level, created_by';

/** Applies one statement's changes of users to people_counts (a user without a creator counts under 0). */
function applyPeopleDeltas(from: Parameters<Apply>[0]): string {
  const deltas = from
    .map(
      (t) =>
        `select r.role, r.access_level, coalesce(r.created_by, 0) as created_by, ${t === 'new_rows' ? 1 : -1}::bigint as d from ${t} r`,
    )
    .join(' union all ');
  return `
    insert into people_counts (${PEOPLE_KEY}, n)
    select ${PEOPLE_KEY}, sum(d) from (${deltas}) x group by ${PEOPLE_KEY} having sum(d) <> 0 order by ${PEOPLE_KEY}
    on conflict (${PEOPLE_KEY}) do update set n = people_counts.n + excluded.n;`;
}

export type Apply = (from: ('new_rows' | 'old_rows')[]) => string;

/**
 * `${name}_rows()`, run by three statement triggers on `table` (insert, update, delete) with their transition
 * tables: it applies the statement's inserted rows as +1, deleted as −1, updated as both.
 */
export async function statementCounter(db: Kysely<unknown>, table: string, name: string, apply: Apply) {
  await sql
    .raw(
      `create function ${name}_rows() returns trigger language plpgsql
      set search_path from current as $$
      begin
        if tg_op = 'INSERT' then
          ${apply(['new_rows'])}
        elsif tg_op = 'DELETE' then
          ${apply(['old_rows'])}
        else
          ${apply(['old_rows', 'new_rows'])}
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  for (const [event, tables] of [
    ['insert', 'new table as new_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
    ['delete', 'old table as old_rows'],
  ] as const)
    await sql
      .raw(
        `create trigger ${name}_${event} after ${event} on ${table}
         referencing ${tables} for each statement execute function ${name}_rows()`,
      )
      .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create table installation_totals (
        kind text not null check (kind in ('meters', 'modems')),
        commission_status text not null,
        live boolean not null,
        tech_rejected boolean not null,
        tech_reviewed boolean not null,
        auto boolean not null,
        n bigint not null default 0,
        primary key (${TOTAL_KEY})
      ) with (fillfactor = 50, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000)`,
    )
    .execute(db);
  await sql
    .raw(
      `alter table installation_counts set (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.01,
         autovacuum_vacuum_threshold = 1000)`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into installation_totals (${TOTAL_KEY}, n)
       select ${TOTAL_KEY}, sum(n) from installation_counts group by ${TOTAL_KEY}`,
    )
    .execute(db);

  for (const table of ['meters', 'modems'] as const) {
    await sql.raw(`drop trigger ${table}_count on ${table}`).execute(db);
    await sql.raw(`drop function ${table}_count()`).execute(db);
    await statementCounter(db, table, `${table}_count`, (from) => applyDeltas(table, from));
    await sql
      .raw(
        `create or replace function ${table}_count_truncate() returns trigger language plpgsql
        set search_path from current as $$
        begin
          delete from installation_counts where kind = '${table}';
          delete from installation_totals where kind = '${table}';
          return null;
        end $$`,
      )
      .execute(db);
  }

  await sql`create table people_counts (
      role text not null,
      access_level text not null,
      created_by integer not null,
      n bigint not null default 0,
      primary key (role, access_level, created_by)
    ) with (fillfactor = 50)`.execute(db);
  await sql
    .raw(
      `insert into people_counts (${PEOPLE_KEY}, n)
       select role, access_level, coalesce(created_by, 0), count(*) from users group by 1, 2, 3`,
    )
    .execute(db);
  await statementCounter(db, 'users', 'users_count', applyPeopleDeltas);
  await sql`create function users_count_truncate() returns trigger language plpgsql
    set search_path from current as $$ begin delete from people_counts; return null; end $$`.execute(db);
  await sql`create trigger users_count_truncate after truncate on users
    for each statement execute function users_count_truncate()`.execute(db);

  await sql`create index installation_counts_officer_idx on installation_counts (kind, field_officer_id)
    include (commission_status, live, tech_rejected, tech_reviewed, auto, n)`.execute(db);
  // Every people list is one role (or two) in newest-first order: a page jump walks this index alone.
  await sql`create index users_role_created_idx on users (role, created_at, id)`.execute(db);
  await sql`create index users_name_trgm on users using gin ((first_name || ' ' || last_name) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index meters_tech_support_trgm on meters using gin (tech_support_status gin_trgm_ops)
    where tech_support_status is not null`.execute(db);
  await sql`create index modems_meter_sno_trgm on modems using gin (meter_sno gin_trgm_ops)`.execute(db);
  await sql`create index modems_service_no_trgm on modems using gin (service_no gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'users_role_created_idx',
    'users_name_trgm',
    'meters_tech_support_trgm',
    'modems_meter_sno_trgm',
    'modems_service_no_trgm',
  ])
    await sql.raw(`drop index ${index}`).execute(db);
  for (const event of ['insert', 'update', 'delete', 'truncate'])
    await sql.raw(`drop trigger users_count_${event} on users`).execute(db);
  await sql`drop function users_count_rows()`.execute(db);
  await sql`drop function users_count_truncate()`.execute(db);
  await sql`drop table people_counts`.execute(db);
  // Back to 0006: its row triggers and table, rebuilt by its own up() from the installations.
  for (const table of ['meters', 'modems'] as const) {
    for (const event of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger ${table}_count_${event} on ${table}`).execute(db);
    await sql.raw(`drop trigger ${table}_count_truncate on ${table}`).execute(db);
    await sql.raw(`drop function ${table}_count_rows()`).execute(db);
    await sql.raw(`drop function ${table}_count_truncate()`).execute(db);
  }
  await sql`drop table installation_totals`.execute(db);
  await sql`drop table installation_counts`.execute(db);
  const { up: upCounts } = await import('./0006-installation-counts.js');
  await upCounts(db);
}
