import { sql, type Kysely } from 'kysely';

/**
 * Two reads of issue 41 that summarise the rollout.
 *
 * The overdue trend: what waited in each review step, and how much of it was past its target, as last
 * seen on each day of the utility's calendar. One row a day, view, step and AE_ADMIN (the one who created the
 * officers whose installations they are, 0 for officers no AE_ADMIN created): an AE_ADMIN's trend is its own rows,
 * a BI role's the sum of all, so a year is a few hundred rows a day however many installations there are. Today's
 * rows are rewritten as the dashboard is read (at most every few minutes); a past day's are the last seen on it.
 *
 * The progress report: an index on installed_on holding every column the report reads (the state, when it entered
 * its step, the areas and the officer), so a quarter of 1M installations is read from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table overdue_days (
      day date not null,
      view text not null check (view in ('Meters', 'Modems')),
      step text not null check (step in ('installed', 'live', 'recommended', 'rejected')),
      ae_id integer not null,
      waiting integer not null check (waiting >= 0),
      overdue integer not null check (overdue >= 0 and overdue <= waiting),
      taken_at timestamptz not null default now(),
      primary key (view, day, step, ae_id)
    )`.execute(db);
  for (const table of ['meters', 'modems'] as const)
    await sql
      .raw(
        `create index ${table}_report_idx on ${table} (installed_on) include (id, step_since, commission_status,
           communication_status, tech_support_status, circle, division, sub_division, field_officer_id)`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['meters', 'modems'] as const)
    await sql.raw(`drop index ${table}_report_idx`).execute(db);
  await sql`drop table overdue_days`.execute(db);
}
