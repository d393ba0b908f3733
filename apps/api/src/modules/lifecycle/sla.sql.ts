import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  allOf,
  STEP_RULES,
  TARGET_STEPS,
  type Cutoffs,
  type Rule,
  type SlaCutoffs,
  type SlaState,
} from '@smms/shared';
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

/**
 * The installations of `table` (meters or modems) in one review-target state, as slaState classifies a row:
 * in each step with a target, its step began before (or after) the cut-off of its circle, or everywhere's.
 *
 * Written as one comparison of step_since with its cut-off, the cut-off a CASE on the row's step (and its circle
 * where a circle has its own target), NULL in a step with no target so that no state matches. PostgreSQL plans a
 * comparison with a CASE in a fraction of a millisecond, where the same as an OR of a branch per step cost it
 * 3–6 ms a call at 1M meters (each partial index's predicate tried against each branch); only the steps the rest
 * of the query (`within`: a list's stage and filters) leaves possible are named. A loose bound on step_since over
 * all the cut-offs comes first, so an index on step_since reads only the instants that can match.
 */
export function slaSql(
  state: SlaState,
  cutoffs: SlaCutoffs,
  table: string,
  within: Rule = {},
): RawBuilder<SqlBool> {
  const since = sql.ref(`${table}.step_since`);
  const circle = sql.ref(`${table}.circle`);
  const all: Cutoffs[] = [];
  const steps = TARGET_STEPS.flatMap((step) => {
    if (allOf([STEP_RULES[step], within]) === null) return [];
    const own = Object.entries(cutoffs.circles).flatMap(([name, c]) =>
      c[step] ? [[name, c[step]] as const] : [],
    );
    const everywhere = cutoffs.steps[step];
    if (own.length === 0 && !everywhere) return [];
    all.push(...own.map(([, c]) => c), ...(everywhere ? [everywhere] : []));
    return [{ step, own, everywhere }];
  });
  if (steps.length === 0) return sql<SqlBool>`false`;
  /** The row's cut-off of one kind: its step's, its circle's own where it has one. */
  const cut = (key: keyof Cutoffs) => {
    const instant = (c: Cutoffs | null) => (c ? sql`${c[key]}::timestamptz` : sql`null::timestamptz`);
    return sql`(case ${sql.join(
      steps.map(({ step, own, everywhere }) => {
        const value =
          own.length === 0
            ? instant(everywhere)
            : sql`case ${sql.join(
                own.map(([name, c]) => sql`when ${circle} = ${name} then ${instant(c)}`),
                sql` `,
              )} else ${instant(everywhere)} end`;
        return sql`when ${ruleSql(STEP_RULES[step], table)} then ${value}`;
      }),
      sql` `,
    )} end)`;
  };
  const latest = (key: keyof Cutoffs) => all.map((c) => c[key]).reduce((a, b) => (a > b ? a : b));
  const earliest = (key: keyof Cutoffs) => all.map((c) => c[key]).reduce((a, b) => (a < b ? a : b));
  if (state === 'overdue')
    return sql<SqlBool>`(${before(since, latest('overdue'))} and ${since} < ${cut('overdue')})`;
  if (state === 'due-soon')
    return sql<SqlBool>`(${before(since, latest('dueSoon'))} and ${since} >= ${cut('overdue')} and ${since} < ${cut('dueSoon')})`;
  return sql<SqlBool>`(${notBefore(since, earliest('dueSoon'))} and ${since} >= ${cut('dueSoon')})`;
}

/**
 * The filter's conditions on `table`: none without a state; a state without its cut-offs is a bug of the caller.
 * `within`: the list's own rule (its stage and filters), which leaves only some steps possible.
 */
export function slaWithin(table: string, f: SlaFilter, within: Rule | null = {}): RawBuilder<SqlBool>[] {
  if (!f.sla) return [];
  if (!f.slaCutoffs) throw new Error('A review-target filter needs the cut-offs of the targets');
  return [within ? slaSql(f.sla, f.slaCutoffs, table, within) : sql<SqlBool>`false`];
}
