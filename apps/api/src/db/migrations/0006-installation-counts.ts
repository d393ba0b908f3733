import { sql, type Kysely } from 'kysely';

/**
 * Counters of installations (issue 12): the dashboard and the officer list read sums of `n` here instead
 * of aggregating millions of meters. One row per (kind, officer, the lifecycle columns the rules read,
 * reduced to what the rules need); triggers on meters and modems keep it exact in the same transaction
 * as the change, whoever makes it (the API or plain SQL). Rows whose n fell to 0 are kept: harmless.
 * The functions keep the schema they were created in, so a session with another search_path still
 * counts into this schema's table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table installation_counts (
      kind text not null check (kind in ('meters', 'modems')),
      field_officer_id integer not null,
      commission_status text not null,
      live boolean not null,
      tech_rejected boolean not null,
      tech_reviewed boolean not null,
      auto boolean not null,
      n bigint not null default 0,
      primary key (kind, field_officer_id, commission_status, live, tech_rejected, tech_reviewed, auto)
    )`.execute(db);

  for (const table of ['meters', 'modems'] as const) {
    // Modems carry no auto_commissioned column: their auto is always false.
    const auto = (row: string) => (table === 'meters' ? `${row}.auto_commissioned` : 'false');
    const key = (row: string) =>
      `'${table}', ${row}.field_officer_id, ${row}.commission_status, ${row}.communication_status = 'LIVE',
       ${row}.tech_support_status is not distinct from 'REJECTED', ${row}.tech_support_status is not null, ${auto(row)}`;
    const columns = 'kind, field_officer_id, commission_status, live, tech_rejected, tech_reviewed, auto';
    const add = (row: 'new' | 'old', delta: 1 | -1) =>
      `insert into installation_counts (${columns}, n) values (${key(row)}, ${delta})
         on conflict (${columns}) do update set n = installation_counts.n + ${delta};`;
    await sql
      .raw(
        `create function ${table}_count() returns trigger language plpgsql
        set search_path from current as $$
        begin
          if tg_op = 'INSERT' then
            ${add('new', 1)}
          elsif tg_op = 'DELETE' then
            ${add('old', -1)}
          elsif row(${key('old')}) is distinct from row(${key('new')}) then
            ${add('old', -1)}
            ${add('new', 1)}
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create function ${table}_count_truncate() returns trigger language plpgsql
        set search_path from current as $$
        begin
          delete from installation_counts where kind = '${table}';
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_count after insert or update or delete on ${table}
         for each row execute function ${table}_count()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_count_truncate after truncate on ${table}
         for each statement execute function ${table}_count_truncate()`,
      )
      .execute(db);
    // What the table already holds.
    await sql
      .raw(
        `insert into installation_counts (${columns}, n)
         select ${key('r')}, count(*) from ${table} r group by 1, 2, 3, 4, 5, 6, 7`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['meters', 'modems'] as const) {
    await sql.raw(`drop trigger ${table}_count on ${table}`).execute(db);
    await sql.raw(`drop trigger ${table}_count_truncate on ${table}`).execute(db);
    await sql.raw(`drop function ${table}_count()`).execute(db);
    await sql.raw(`drop function ${table}_count_truncate()`).execute(db);
  }
  await sql`drop table installation_counts`.execute(db);
}
