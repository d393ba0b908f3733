import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { STEP_RULES, TARGET_STEPS, type Cutoffs, type SlaCutoffs, type SlaState } from '@smms/shared';
import { ruleSql } from './lifecycle.sql.js';

/** A list's review-target filter (issue 41): the state asked for and the cut-offs of the targets at the call. */
export interface SlaFilter {
  sla?: SlaState;
  /** slaCutoffs (shared review-targets.ts) at the call: the services set them whenever `sla` is given. */
  slaCutoffs?: SlaCutoffs;
}

const before = (column: RawBuilder<unknown>, instant: string) =>
  sql<SqlBool>`${column} < ${instant}::timestamptz`;
const notBefore = (column: RawBuilder<unknown>, instant: string) =>
  sql<SqlBool>`${column} >= ${instant}::timestamptz`;

/** A step's cut-offs as the condition of one state on `since`: slaState's comparison, in SQL. */
function stateSql(state: SlaState, cut: Cutoffs, since: RawBuilder<unknown>): RawBuilder<SqlBool> {
  if (state === 'overdue') return before(since, cut.overdue);
  if (state === 'due-soon')
    return sql<SqlBool>`(${notBefore(since, cut.overdue)} and ${before(since, cut.dueSoon)})`;
  return notBefore(since, cut.dueSoon);
}

/**
 * The installations of `table` (meters or modems) in one review-target state, as slaState classifies a row:
 * in each step with a target, its step began before (or after) the cut-off of its circle, or everywhere's. A
 * loose bound on step_since over all cut-offs comes first, so the (step_since, id) index reads only the instants
 * that can match.
 */
export function slaSql(state: SlaState, cutoffs: SlaCutoffs, table: string): RawBuilder<SqlBool> {
  const since = sql.ref(`${table}.step_since`);
  const circle = sql.ref(`${table}.circle`);
  const all: Cutoffs[] = [];
  const steps = TARGET_STEPS.flatMap((step) => {
    const own = Object.entries(cutoffs.circles).flatMap(([name, c]) =>
      c[step] ? [[name, c[step]] as const] : [],
    );
    const everywhere = cutoffs.steps[step];
    if (own.length === 0 && !everywhere) return [];
    all.push(...own.map(([, c]) => c), ...(everywhere ? [everywhere] : []));
    const otherwise = everywhere ? stateSql(state, everywhere, since) : sql<SqlBool>`false`;
    const within =
      own.length === 0
        ? otherwise
        : sql<SqlBool>`(case ${sql.join(
            own.map(([name, c]) => sql`when ${circle} = ${name} then ${stateSql(state, c, since)}`),
            sql` `,
          )} else ${otherwise} end)`;
    return [sql<SqlBool>`(${ruleSql(STEP_RULES[step], table)} and ${within})`];
  });
  if (steps.length === 0) return sql<SqlBool>`false`;
  const latest = (key: keyof Cutoffs) => all.map((c) => c[key]).reduce((a, b) => (a > b ? a : b));
  const earliest = (key: keyof Cutoffs) => all.map((c) => c[key]).reduce((a, b) => (a < b ? a : b));
  const bound =
    state === 'overdue'
      ? before(since, latest('overdue'))
      : state === 'due-soon'
        ? before(since, latest('dueSoon'))
        : notBefore(since, earliest('dueSoon'));
  return sql<SqlBool>`(${bound} and (${sql.join(steps, sql` or `)}))`;
}

/** The filter's conditions on `table`: none without a state; a state without its cut-offs is a bug of the caller. */
export function slaWithin(table: string, f: SlaFilter): RawBuilder<SqlBool>[] {
  if (!f.sla) return [];
  if (!f.slaCutoffs) throw new Error('A review-target filter needs the cut-offs of the targets');
  return [slaSql(f.sla, f.slaCutoffs, table)];
}
