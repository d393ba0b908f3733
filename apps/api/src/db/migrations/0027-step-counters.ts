import { sql, type Kysely } from 'kysely';
import { statementCounter, type Apply } from './0007-count-rollups.js';

/**
 * Counters of the installations waiting in each review step (issue 41), kept by statement triggers in the same
 * transaction as the change, whoever makes it (0007's statementCounter):
 * - `step_totals`: one row per kind, step (installed, live, recommended, rejected; accepted waits for nothing) and
 *   circle ('' for none);
 * - `step_hours`: the same by the UTC hour of step_since.
 * A review target's state depends on the time of the call, so no counter holds "overdue"; but what began before a
 * cut-off is the step's total less what began after it: the hours wholly after the cut-off's hour, summed here
 * (a day or two of them), and the rows of the cut-off's own hour, read from the table (an hour's at most). An
 * exact Overdue, Due soon or On time total of a queue at any size, where counting the rows stopped at 10,001 and
 * guessed past it.
 *
 * The step of a row is written out (migrations keep what they ran); lifecycle.ts STEP_RULES says the same, which
 * lifecycle/step-days.sql.test.ts checks for every combination of the columns.
 */
const HOURS = 'kind, step, hour, circle';
const TOTALS = 'kind, step, circle';

/** The key of an installation row `r` of `table`: its step is null for an accepted one. */
const keyOf = (table: 'meters' | 'modems', r: string) =>
  `'${table}'::text as kind,
   case when ${r}.commission_status = 'Rejected' then 'rejected'
        when ${r}.commission_status = 'Pending' and ${r}.tech_support_status is not null then 'recommended'
        when ${r}.commission_status = 'Pending' and ${r}.communication_status = 'LIVE' then 'live'
        when ${r}.commission_status = 'Pending' then 'installed' end as step,
   date_trunc('hour', ${r}.step_since at time zone 'UTC') as hour,
   coalesce(${r}.circle, '') as circle`;

/** One statement's rows of `table` (new +1, old −1), summed per key and applied in key order to both tables. */
const applyDeltas =
  (table: 'meters' | 'modems'): Apply =>
  (from) => {
    const deltas = from
      .map((t) => `select ${keyOf(table, 'r')}, ${t === 'new_rows' ? 1 : -1}::bigint as d from ${t} r`)
      .join(' union all ');
    return `
      with g as (
        select ${HOURS}, sum(d)::bigint as d from (${deltas}) x where step is not null
         group by ${HOURS} having sum(d) <> 0
      ), hours as (
        insert into step_hours (${HOURS}, n)
        select ${HOURS}, d from g order by ${HOURS}
        on conflict (${HOURS}) do update set n = step_hours.n + excluded.n
      )
      insert into step_totals (${TOTALS}, n)
      select ${TOTALS}, sum(d) from g group by ${TOTALS} having sum(d) <> 0 order by ${TOTALS}
      on conflict (${TOTALS}) do update set n = step_totals.n + excluded.n;`;
  };

const STEPS = "check (step in ('installed', 'live', 'recommended', 'rejected'))";
const KIND = "check (kind in ('meters', 'modems'))";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Writes wait until the counters are filled and their triggers in place (one transaction): a write between the
  // two would be in neither, and nothing recounts these tables. Reads go on.
  await sql`lock table meters, modems in share row exclusive mode`.execute(db);
  await sql
    .raw(
      `create table step_hours (
        kind text not null ${KIND},
        step text not null ${STEPS},
        hour timestamp not null,
        circle text not null,
        n bigint not null default 0,
        primary key (${HOURS})
      ) with (fillfactor = 50, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000)`,
    )
    .execute(db);
  await sql
    .raw(
      `create table step_totals (
        kind text not null ${KIND},
        step text not null ${STEPS},
        circle text not null,
        n bigint not null default 0,
        primary key (${TOTALS})
      ) with (fillfactor = 50, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000)`,
    )
    .execute(db);
  for (const table of ['meters', 'modems'] as const) {
    await sql
      .raw(
        `insert into step_hours (${HOURS}, n)
         select ${HOURS}, count(*) from (select ${keyOf(table, 'r')} from ${table} r) x
          where step is not null group by ${HOURS}`,
      )
      .execute(db);
    await sql
      .raw(
        `insert into step_totals (${TOTALS}, n)
         select ${TOTALS}, sum(n) from step_hours where kind = '${table}' group by ${TOTALS}`,
      )
      .execute(db);
    await statementCounter(db, table, `${table}_steps`, applyDeltas(table));
    await sql
      .raw(
        `create function ${table}_steps_truncate() returns trigger language plpgsql
        set search_path from current as $$
        begin
          delete from step_hours where kind = '${table}';
          delete from step_totals where kind = '${table}';
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_steps_truncate after truncate on ${table}
         for each statement execute function ${table}_steps_truncate()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['meters', 'modems'] as const) {
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      await sql.raw(`drop trigger ${table}_steps_${event} on ${table}`).execute(db);
    await sql.raw(`drop function ${table}_steps_rows()`).execute(db);
    await sql.raw(`drop function ${table}_steps_truncate()`).execute(db);
  }
  await sql`drop table step_totals`.execute(db);
  await sql`drop table step_hours`.execute(db);
}
