import { sql, type RawBuilder } from 'kysely';
import {
  REPORT_ROWS_MAX,
  STAGE_RULES,
  STEP_RULES,
  type ReportGroup,
  type ReportQuery,
  type ReportRow,
  type View,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { installedWithin } from '../../lib/installed-range.sql.js';
import { personNameSql } from '../../lib/sql.js';
import { installationsInScope, type Scope } from '../access/index.js';
import { ruleSql } from '../lifecycle/index.js';

const OF: Record<View, { table: 'meters' | 'modems'; kind: 'meter' | 'modem' }> = {
  Meters: { table: 'meters', kind: 'meter' },
  Modems: { table: 'modems', kind: 'modem' },
};
const KEY: Record<ReportGroup, RawBuilder<unknown>> = {
  circle: sql`i.circle`,
  division: sql`i.division`,
  subDivision: sql`i.sub_division`,
  officer: sql`i.field_officer_id::text`,
};

/**
 * The progress report (issue 41) in one statement: the installations installed in the range (the lists'
 * Installed from/to, by the same SQL), by the period they were installed in and the group, each column counted
 * by the rule of the list it summarises (lifecycle.ts STAGE_RULES, STEP_RULES); then, from the review record,
 * the rejections each had and when it was last accepted, for first-time-right, reworks and the median time to
 * accept. Periods and groups with no installation are left out; at most REPORT_ROWS_MAX rows, and whether more
 * matched.
 */
export async function progressReport(
  db: Db,
  scope: Scope,
  query: ReportQuery,
  timeZone: string,
): Promise<{ rows: ReportRow[]; truncated: boolean }> {
  const { table, kind } = OF[query.view];
  const range = installedWithin('i', { installedFrom: query.from, installedTo: query.to, timeZone });
  const circle = query.circle ? sql`and i.circle = ${query.circle}` : sql``;
  const name = query.by === 'officer' ? personNameSql('u') : sql`r.key`;
  const accepted = ruleSql(STAGE_RULES.accepted, 'c');
  const { rows } = await sql<ReportRow>`
    with c as (
      select i.id, i.installed_on, i.commission_status, i.communication_status, i.tech_support_status,
             to_char(date_trunc(${query.period}, i.installed_on at time zone ${timeZone}), 'YYYY-MM-DD') as period,
             ${KEY[query.by]} as key
        from ${sql.table(table)} i
       where ${installationsInScope(scope, 'i')} and ${sql.join(range, sql` and `)} ${circle}
    ), e as (
      select v.installation_id as id,
             (count(*) filter (where v.kind = 'decision' and v.to_status = 'Rejected'))::int as rejections,
             max(v.at) filter (where (v.kind = 'decision' and v.to_status = 'Approved') or v.kind = 'auto-commission')
               as accepted_at
        from review_events v
       where v.installation = ${kind} and v.installation_id in (select c.id from c)
       group by 1
    ), r as (
      select c.period, c.key,
             count(*)::int as installed,
             (count(*) filter (where ${ruleSql(STAGE_RULES.commissioned, 'c')}))::int as live,
             (count(*) filter (where ${ruleSql(STEP_RULES.recommended, 'c')}))::int as recommended,
             (count(*) filter (where ${accepted}))::int as accepted,
             (count(*) filter (where ${ruleSql(STAGE_RULES.rejected, 'c')}))::int as rejected,
             (count(*) filter (where ${accepted} and coalesce(e.rejections, 0) = 0))::int as first_time_right,
             coalesce(sum(e.rejections), 0)::int as reworks,
             (percentile_cont(0.5) within group (order by extract(epoch from e.accepted_at - c.installed_on))
               filter (where ${accepted} and e.accepted_at is not null)) / 3600 as median_hours
        from c left join e on e.id = c.id
       group by 1, 2
    )
    select r.period, r.key, ${name} as name, r.installed, r.live, r.recommended, r.accepted, r.rejected,
           r.first_time_right as "firstTimeRight", r.reworks,
           round(r.median_hours::numeric, 1)::float8 as "medianHoursToAccept"
      from r ${query.by === 'officer' ? sql`left join users u on u.id::text = r.key` : sql``}
     order by r.period, r.key nulls last
     limit ${REPORT_ROWS_MAX + 1}`.execute(db);
  return { rows: rows.slice(0, REPORT_ROWS_MAX), truncated: rows.length > REPORT_ROWS_MAX };
}
