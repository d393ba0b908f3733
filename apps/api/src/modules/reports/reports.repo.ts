import { sql, type RawBuilder } from 'kysely';
import {
  dayAfter,
  REPORT_ROWS_MAX,
  REPORT_SLOWEST,
  startOfDayIn,
  STAGE_RULES,
  STEP_RULES,
  type ReportGroup,
  type ReportQuery,
  type ReportRow,
  type ReportSlowGroup,
  type View,
  weekdayOf,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { installedWithin } from '../../lib/installed-range.sql.js';
import { personNameSql, withLocalSettings } from '../../lib/sql.js';
import { installationsInScope, type Scope } from '../access/index.js';
import { ruleSql } from '../lifecycle/index.js';

const OF: Record<View, { table: 'meters' | 'modems'; kind: 'meter' | 'modem' }> = {
  Meters: { table: 'meters', kind: 'meter' },
  Modems: { table: 'modems', kind: 'modem' },
};
/** A report's statement sorts ~125k rows a quarter at 1M installations: in memory, and not worth compiling (JIT). */
const REPORT_SETTINGS = { jit: 'off', work_mem: '64MB' } as const;
const KEY: Record<ReportGroup, RawBuilder<unknown>> = {
  circle: sql`i.circle`,
  division: sql`i.division`,
  subDivision: sql`i.sub_division`,
  officer: sql`i.field_officer_id::text`,
};

/** The report's rows as the page and the files take them: a period, a group and what it counted. */
const ROW_COLUMNS = (
  name: RawBuilder<unknown>,
) => sql`to_char(r.period, 'YYYY-MM-DD') as period, r.key, ${name} as name,
  r.installed, r.live, r.recommended, r.accepted, r.rejected, r.first_time_right as "firstTimeRight", r.reworks,
  round(r.median_hours::numeric, 1)::float8 as "medianHoursToAccept"`;

/**
 * The installations installed from `from` to `to` (the lists' Installed from/to, by the same SQL) counted by the
 * period they were installed in and the group (`r`, with `whole` the grouping set of the group alone over the
 * range), each column by the rule of the list it summarises (lifecycle.ts STAGE_RULES, STEP_RULES). From the
 * review record, the rejections each had (first-time-right, reworks): for a whole range, one pass over the record's
 * rejections since `from` began (none of these installations was rejected before it was installed); for one period
 * of a file (`rejections: 'of-rows'`), those of its installations by the record's index, since a pass from each
 * period's start to now would read the later periods' rejections again and again. The time to accept is from
 * installation to when it entered the accepted step (step_since, which the step's trigger sets as the decision or
 * the rule accepts it). Periods and groups with no installation have no row.
 */
function grouped(
  scope: Scope,
  query: ReportQuery,
  timeZone: string,
  { from, to, rejections = 'since' }: { from: string; to: string; rejections?: 'since' | 'of-rows' },
) {
  const { table, kind } = OF[query.view];
  const range = { installedFrom: from, installedTo: to, timeZone };
  const begins = startOfDayIn(from, timeZone).toISOString();
  const circle = query.circle ? sql`and i.circle = ${query.circle}` : sql``;
  const accepted = ruleSql(STAGE_RULES.accepted, 'c');
  return sql`
    with c as (
      select i.id, i.installed_on, i.step_since, i.commission_status, i.communication_status, i.tech_support_status,
             date_trunc(${query.period}, i.installed_on at time zone ${timeZone})::date as period,
             ${KEY[query.by]} as key
        from ${sql.table(table)} i
       where ${installationsInScope(scope, 'i')} and ${sql.join(installedWithin('i', range), sql` and `)} ${circle}
    ), e as (
      select v.installation_id as id, count(*)::int as rejections
        from review_events v
       where v.installation = ${kind} and v.kind = 'decision' and v.to_status = 'Rejected'
         and ${rejections === 'since' ? sql`v.at >= ${begins}::timestamptz` : sql`v.installation_id in (select c.id from c)`}
       group by 1
    ), r as (
      select c.period, c.key, grouping(c.period) = 1 as whole,
             count(*)::int as installed,
             (count(*) filter (where ${ruleSql(STAGE_RULES.commissioned, 'c')}))::int as live,
             (count(*) filter (where ${ruleSql(STEP_RULES.recommended, 'c')}))::int as recommended,
             (count(*) filter (where ${accepted}))::int as accepted,
             (count(*) filter (where ${ruleSql(STAGE_RULES.rejected, 'c')}))::int as rejected,
             (count(*) filter (where ${accepted} and e.id is null))::int as first_time_right,
             coalesce(sum(e.rejections), 0)::int as reworks,
             (percentile_cont(0.5) within group (order by extract(epoch from c.step_since - c.installed_on))
               filter (where ${accepted})) / 3600 as median_hours
        from c left join e on e.id = c.id
       group by grouping sets ((c.period, c.key), (c.key))
    )`;
}

/** The officer's name of a report by officer (its key is the officer's id), else the area's: the key itself. */
const naming = (query: ReportQuery) =>
  query.by === 'officer'
    ? { name: personNameSql('u'), officers: sql`left join users u on u.id::text = r.key` }
    : { name: sql`r.key`, officers: sql`` };

/**
 * The progress report (issue 41) in one statement, for the page: at most REPORT_ROWS_MAX rows (period by
 * period, group by group) and whether more matched, and the REPORT_SLOWEST groups with the longest median time
 * to accept over the whole range (the grouping set of the group alone). The files take every row (reportRows).
 *
 * At 1M installations a quarter holds ~125k of them: migration 0025's covering index on installed_on reads them
 * without the table, and the statement runs without JIT (its compile cost more than the query) and with the
 * memory to sort in place.
 */
export async function progressReport(
  db: Db,
  scope: Scope,
  query: ReportQuery,
  timeZone: string,
): Promise<{ rows: ReportRow[]; truncated: boolean; slowest: ReportSlowGroup[] }> {
  const { name, officers } = naming(query);
  const statement = sql<{ rows: ReportRow[]; slowest: ReportSlowGroup[] }>`
    ${grouped(scope, query, timeZone, { from: query.from, to: query.to })}
    select
      (select coalesce(json_agg(p order by p.period, p.key nulls last), '[]') from (
         select ${ROW_COLUMNS(name)}
           from r ${officers}
          where not r.whole
          order by r.period, r.key nulls last
          limit ${REPORT_ROWS_MAX + 1}) p) as rows,
      (select coalesce(json_agg(g order by g."medianHoursToAccept" desc, g.key nulls last), '[]') from (
         select r.key, ${name} as name, r.accepted, round(r.median_hours::numeric, 1)::float8 as "medianHoursToAccept"
           from r ${officers}
          where r.whole and r.median_hours is not null
          order by r.median_hours desc, r.key nulls last
          limit ${REPORT_SLOWEST}) g) as slowest`;
  const [found] = await withLocalSettings(db, REPORT_SETTINGS, (tx) =>
    statement.execute(tx).then((r) => r.rows),
  );
  const { rows, slowest } = found as { rows: ReportRow[]; slowest: ReportSlowGroup[] };
  return { rows: rows.slice(0, REPORT_ROWS_MAX), truncated: rows.length > REPORT_ROWS_MAX, slowest };
}

/**
 * The first day of each of the report's periods within its range, with the last: a day each, or the days of
 * each week (Monday to Sunday, as date_trunc's ISO weeks), the first and last cut by the range.
 */
export function reportPeriods(
  query: Pick<ReportQuery, 'period' | 'from' | 'to'>,
): { from: string; to: string }[] {
  const periods: { from: string; to: string }[] = [];
  for (let day = query.from; day <= query.to;) {
    const last = query.period === 'day' ? day : dayAfter(day, 7 - weekdayOf(day));
    const to = last < query.to ? last : query.to;
    periods.push({ from: day, to });
    day = dayAfter(to, 1);
  }
  return periods;
}

/**
 * Every row of the report, in the page's order, for its files however many there are: one statement a period
 * (the period's installations only, so the whole costs what one report of the range costs, and no more than a
 * period's groups are held at once). The first period is read before this answers, so a report that cannot be
 * read is an error answer, not a cut file.
 */
export async function reportRows(
  db: Db,
  scope: Scope,
  query: ReportQuery,
  timeZone: string,
): Promise<AsyncIterable<ReportRow[]>> {
  const { name, officers } = naming(query);
  const periodRows = ({ from, to }: { from: string; to: string }) =>
    withLocalSettings(db, REPORT_SETTINGS, (tx) =>
      sql<ReportRow>`
        ${grouped(scope, query, timeZone, { from, to, rejections: 'of-rows' })}
        select ${ROW_COLUMNS(name)}
          from r ${officers}
         where not r.whole
         order by r.period, r.key nulls last`
        .execute(tx)
        .then((r) => r.rows),
    );
  const [first, ...rest] = reportPeriods(query);
  const firstRows = first ? await periodRows(first) : [];
  return (async function* () {
    yield firstRows;
    for (const period of rest) yield await periodRows(period);
  })();
}
