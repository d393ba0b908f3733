import { sql, type RawBuilder } from 'kysely';
import {
  STEP_RULES,
  WAITING_ROWS,
  type SlaCutoffs,
  type View,
  type WaitingGroup,
  type WaitingQuery,
  type WaitingRow,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { personNameSql } from '../../lib/sql.js';
import { installationsInScope, type Scope } from '../access/index.js';
import { ruleSql, slaSql } from '../lifecycle/index.js';

const TABLE: Record<View, 'meters' | 'modems'> = { Meters: 'meters', Modems: 'modems' };
const KEY: Record<WaitingGroup, RawBuilder<unknown>> = {
  circle: sql`w.circle`,
  division: sql`w.division`,
  officer: sql`w.field_officer_id::text`,
};

/**
 * One view's installations waiting in one review step, grouped by circle, division or field officer, in one
 * statement (issue 41): how many, the median and 90th-percentile wait in hours, and how many are overdue by the
 * targets' cut-offs (the SLA filter's own SQL). The groups with the most overdue come first, at most WAITING_ROWS
 * of them, with how many groups there are in all.
 */
export async function waitingByGroup(
  db: Db,
  scope: Scope,
  query: WaitingQuery,
  cutoffs: SlaCutoffs,
): Promise<{ groups: number; rows: WaitingRow[] }> {
  const table = sql.table(`${TABLE[query.view]}`);
  const key = KEY[query.by];
  const name = query.by === 'officer' ? personNameSql('u') : sql`g.key`;
  const { rows } = await sql<WaitingRow & { groups: number }>`
    with g as (
      select ${key} as key, count(*)::int as waiting,
             percentile_cont(0.5) within group (order by extract(epoch from now() - w.step_since)) / 3600 as median_hours,
             percentile_cont(0.9) within group (order by extract(epoch from now() - w.step_since)) / 3600 as p90_hours,
             (count(*) filter (where ${slaSql('overdue', cutoffs, 'w', STEP_RULES[query.step])}))::int as overdue
        from ${table} w
       where ${installationsInScope(scope, 'w')} and ${ruleSql(STEP_RULES[query.step], 'w')}
       group by 1
    )
    select g.key, ${name} as name, g.waiting, g.median_hours::float8 as "medianHours",
           g.p90_hours::float8 as "p90Hours", g.overdue, (count(*) over ())::int as groups
      from g ${query.by === 'officer' ? sql`left join users u on u.id::text = g.key` : sql``}
     order by g.overdue desc, g.p90_hours desc, g.key
     limit ${WAITING_ROWS}`.execute(db);
  return {
    groups: rows[0]?.groups ?? 0,
    rows: rows.map(({ groups: _groups, ...row }) => ({
      ...row,
      medianHours: Math.round(row.medianHours * 10) / 10,
      p90Hours: Math.round(row.p90Hours * 10) / 10,
    })),
  };
}
