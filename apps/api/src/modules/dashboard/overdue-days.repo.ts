import { sql } from 'kysely';
import {
  STEP_RULES,
  TREND_DAYS,
  WAITING_STEPS,
  type OverdueDay,
  type SlaCutoffs,
  type View,
  type TargetStep,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { OVERDUE_EVERYONE } from '../../db/schema.js';
import type { Scope } from '../access/index.js';
import { ruleSql, slaSql } from '../lifecycle/index.js';

/** How long today's record stands before a dashboard read records it again. */
export const OVERDUE_RECORD_SECONDS = 300;
const TABLE: Record<View, 'meters' | 'modems'> = { Meters: 'meters', Modems: 'modems' };
/** One advisory lock a view: two instances recording at once take turns, the second finding the record fresh. */
const LOCK: Record<View, number> = { Meters: 41_001, Modems: 41_002 };

const today = (timeZone: string) => sql<string>`(now() at time zone ${timeZone})::date`;

/**
 * Records what waits in each review step of a view now, and how much of it is past its target (the SLA filter's
 * own SQL), as today's rows of overdue_days (migration 0025): per AE_ADMIN whose officers installed it, and the
 * totals of each step (ae_id OVERDUE_EVERYONE, written for every step, 0 included, so a day is known recorded).
 * Skipped when today's record is younger than OVERDUE_RECORD_SECONDS. One transaction under an advisory lock; a
 * caller that does not get the lock leaves the recording to the one that has it.
 */
export async function recordOverdueToday(db: Db, view: View, cutoffs: SlaCutoffs, timeZone: string) {
  const table = sql.table(TABLE[view]);
  const day = today(timeZone);
  const step = sql`case ${sql.join(
    WAITING_STEPS.map((s) => sql`when ${ruleSql(STEP_RULES[s], 'w')} then ${s}`),
    sql` `,
  )} end`;
  await db.transaction().execute(async (tx) => {
    const { rows: locked } = await sql<{
      got: boolean;
    }>`select pg_try_advisory_xact_lock(${LOCK[view]}) as got`.execute(tx);
    if (!locked[0]?.got) return;
    const { rows: fresh } = await sql`
      select 1 from overdue_days
       where view = ${view} and day = ${day} and ae_id = ${OVERDUE_EVERYONE}
         and taken_at > now() - make_interval(secs => ${OVERDUE_RECORD_SECONDS})
       limit 1`.execute(tx);
    if (fresh.length > 0) return;
    await sql`delete from overdue_days where view = ${view} and day = ${day}`.execute(tx);
    await sql`
      insert into overdue_days (day, view, step, ae_id, waiting, overdue)
      select ${day}, ${view}, s.step, s.ae_id, count(*)::int, (count(*) filter (where s.overdue))::int
        from (select ${step} as step, coalesce(u.created_by, 0) as ae_id, ${slaSql('overdue', cutoffs, 'w')} as overdue
                from ${table} w join users u on u.id = w.field_officer_id
               -- Not accepted (the CASE names no step for those): the waiting index's own predicate (migration 0026).
               where w.commission_status <> 'Approved') s
       where s.step is not null
       group by s.step, s.ae_id`.execute(tx);
    await sql`
      insert into overdue_days (day, view, step, ae_id, waiting, overdue)
      select ${day}, ${view}, st.step, ${OVERDUE_EVERYONE}, coalesce(sum(o.waiting), 0)::int, coalesce(sum(o.overdue), 0)::int
        from (values ${sql.join(WAITING_STEPS.map((s) => sql`(${s})`))}) as st(step)
        left join overdue_days o on o.view = ${view} and o.day = ${day} and o.step = st.step
       group by st.step`.execute(tx);
  });
}

/**
 * The last TREND_DAYS days of one step, oldest first, in the caller's scope: what waited in it and how much was
 * overdue as last recorded on each day (an AE_ADMIN's own officers', a BI role's everyone's); null on a day no one
 * recorded (nobody read a dashboard of the view that day).
 */
export async function overdueTrend(
  db: Db,
  scope: Scope,
  view: View,
  step: TargetStep,
  timeZone: string,
): Promise<OverdueDay[]> {
  const ae = scope.kind === 'createdBy' ? scope.adminId : OVERDUE_EVERYONE;
  const { rows } = await sql<OverdueDay>`
    with days as (
      select (${today(timeZone)} - g.n)::date as day from generate_series(0, ${sql.lit(TREND_DAYS - 1)}) as g(n)
    )
    select to_char(d.day, 'YYYY-MM-DD') as day,
           case when t.day is null then null else coalesce(o.waiting, 0) end as waiting,
           case when t.day is null then null else coalesce(o.overdue, 0) end as overdue
      from days d
      left join overdue_days t on t.view = ${view} and t.day = d.day and t.step = ${step} and t.ae_id = ${OVERDUE_EVERYONE}
      left join overdue_days o on o.view = ${view} and o.day = d.day and o.step = ${step} and o.ae_id = ${ae}
     order by d.day`.execute(db);
  return rows;
}
