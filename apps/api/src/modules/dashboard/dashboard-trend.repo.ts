import { sql } from 'kysely';
import { TREND_DAYS, type DashboardTrend, type TrendDay, type View } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { ACTIONS } from '../../lib/audit.js';
import { type Scope, installationsInScope } from '../access/index.js';

/** Installations are meters or modems; an approval is the audit entry of a decision to Approved. */
const OF: Record<View, { table: 'meters' | 'modems'; entity: string; approvals: string[] }> = {
  Meters: {
    table: 'meters',
    entity: 'meter',
    approvals: [ACTIONS.meterApproved, ACTIONS.meterAutoCommissioned],
  },
  Modems: { table: 'modems', entity: 'modem', approvals: [ACTIONS.modemApproved] },
};

/**
 * Installs and approvals per day over the last TREND_DAYS days of the utility's calendar (`timeZone`),
 * in the caller's scope: one statement, the days from generate_series, the counts by GROUP BY, so a
 * day without either shows 0.
 */
export async function dashboardTrend(
  db: Db,
  scope: Scope,
  view: View,
  timeZone: string,
): Promise<DashboardTrend> {
  const { table, entity, approvals } = OF[view];
  const today = sql`(now() at time zone ${timeZone})::date`;
  // The first instant of the first day, in the utility's zone: both counts start there (index on time).
  const since = sql`((${today} - ${sql.lit(TREND_DAYS - 1)})::timestamp at time zone ${timeZone})`;
  const result = await sql<TrendDay>`
    with days as (
      select (${today} - g.n)::date as day from generate_series(0, ${sql.lit(TREND_DAYS - 1)}) as g(n)
    ), installs as (
      select (i.installed_on at time zone ${timeZone})::date as day, count(*)::int as n
      from ${sql.table(table)} i
      where i.installed_on >= ${since} and ${installationsInScope(scope, 'i')}
      group by 1
    ), approvals as (
      select (a.at at time zone ${timeZone})::date as day, count(*)::int as n
      from activities a join ${sql.table(table)} i on i.id = a.entity_id
      where a.entity_type = ${entity} and a.action in (${sql.join(approvals)}) and a.at >= ${since}
        and ${installationsInScope(scope, 'i')}
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day,
      coalesce(ins.n, 0)::int as installs,
      coalesce(app.n, 0)::int as approvals
    from days d
      left join installs ins on ins.day = d.day
      left join approvals app on app.day = d.day
    order by d.day
  `.execute(db);
  return { view, timeZone, days: result.rows };
}
