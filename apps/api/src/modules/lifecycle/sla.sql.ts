import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  allOf,
  STEP_RULES,
  TARGET_STEPS,
  type Cutoffs,
  type Rule,
  type SlaCutoffs,
  type SlaState,
  type TargetStep,
} from '@smms/shared';
import type { Scope } from '../access/index.js';
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

/** A step's cut-offs: everywhere's (null: no target) and those of the circles with a target of their own. */
interface StepCuts {
  step: TargetStep;
  own: (readonly [string, Cutoffs])[];
  everywhere: Cutoffs | null;
}

/** The cut-offs of the steps `possible` leaves, each with a target somewhere; and every cut-off among them. */
function cutsOf(cutoffs: SlaCutoffs, possible: (step: TargetStep) => boolean) {
  const all: Cutoffs[] = [];
  const steps: StepCuts[] = TARGET_STEPS.flatMap((step) => {
    if (!possible(step)) return [];
    const own = Object.entries(cutoffs.circles).flatMap(([name, c]) =>
      c[step] ? [[name, c[step]] as const] : [],
    );
    const everywhere = cutoffs.steps[step];
    if (own.length === 0 && !everywhere) return [];
    all.push(...own.map(([, c]) => c), ...(everywhere ? [everywhere] : []));
    return [{ step, own, everywhere }];
  });
  const latest = (key: keyof Cutoffs) => all.map((c) => c[key]).reduce((a, b) => (a > b ? a : b));
  const earliest = (key: keyof Cutoffs) => all.map((c) => c[key]).reduce((a, b) => (a < b ? a : b));
  return { steps, latest, earliest };
}

/**
 * A CASE giving a row the value of its step's cut-off (its circle's own where it has one, else everywhere's),
 * NULL in a step with no target: `isStep` tests a step on the row, `circle` is the row's circle.
 */
function byStep(
  steps: StepCuts[],
  isStep: (step: TargetStep) => RawBuilder<SqlBool>,
  circle: RawBuilder<unknown>,
  value: (c: Cutoffs | null) => RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`(case ${sql.join(
    steps.map(({ step, own, everywhere }) => {
      const of =
        own.length === 0
          ? value(everywhere)
          : sql`case ${sql.join(
              own.map(([name, c]) => sql`when ${circle} = ${name} then ${value(c)}`),
              sql` `,
            )} else ${value(everywhere)} end`;
      return sql`when ${isStep(step)} then ${of}`;
    }),
    sql` `,
  )} end)`;
}

const instantOf = (key: keyof Cutoffs) => (c: Cutoffs | null) =>
  c ? sql`${c[key]}::timestamptz` : sql`null::timestamptz`;
const HOUR_MS = 3_600_000;
/** The UTC hour a cut-off falls in (its instant is an ISO text in UTC), as step_hours keys it, and the next hour's start. */
const hourOf = (instant: string) => `${instant.slice(0, 13)}:00:00`;
const nextHourOf = (instant: string) => new Date(Date.parse(`${hourOf(instant)}Z`) + HOUR_MS).toISOString();

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
  const { steps, latest, earliest } = cutsOf(cutoffs, (step) => allOf([STEP_RULES[step], within]) !== null);
  if (steps.length === 0) return sql<SqlBool>`false`;
  /** The row's cut-off of one kind: its step's, its circle's own where it has one. */
  const cut = (key: keyof Cutoffs) =>
    byStep(steps, (step) => ruleSql(STEP_RULES[step], table), sql.ref(`${table}.circle`), instantOf(key));
  if (state === 'overdue')
    return sql<SqlBool>`(${before(since, latest('overdue'))} and ${since} < ${cut('overdue')})`;
  // Due soon lies between two cut-offs: bounded on both sides, so a walk in step_since order starts at its first.
  if (state === 'due-soon')
    return sql<SqlBool>`(${notBefore(since, earliest('overdue'))} and ${before(since, latest('dueSoon'))} and ${since} >= ${cut('overdue')} and ${since} < ${cut('dueSoon')})`;
  return sql<SqlBool>`(${notBefore(since, earliest('dueSoon'))} and ${since} >= ${cut('dueSoon')})`;
}

/**
 * The review steps a list's rule holds whole (each step's installations all in the list, or none of them): what
 * the step counters can total the list's SLA states from. Null when the rule holds part of a step (a verdict of
 * the recommended step, say).
 */
export function wholeSteps(rule: Rule | null): TargetStep[] | null {
  if (rule === null) return [];
  const steps: TargetStep[] = [];
  for (const step of TARGET_STEPS) {
    const both = allOf([STEP_RULES[step], rule]);
    if (both === null) continue;
    if (Object.keys(both).length !== Object.keys(STEP_RULES[step]).length) return null;
    steps.push(step);
  }
  return steps;
}

/**
 * How many installations of `table` are in one review-target state, exact whatever their number (issue 41), over
 * every installation of whole `steps` (wholeSteps: a review queue). Per step and circle group (a circle with a
 * target of its own, or every other circle), one cut-off: what began before it is what waits there (migration
 * 0027's step_totals) less what began after it, the UTC hours wholly after the cut-off's hour (step_hours) and the
 * rows of the cut-off's own hour from it on (an hour's rows, by the step_since index). Overdue is what began before
 * its cut-off, Due soon what began before its own less what is overdue, On time what began after the Due soon
 * cut-off.
 */
export function slaTotalSql(
  state: SlaState,
  cutoffs: SlaCutoffs,
  table: 'meters' | 'modems',
  steps: readonly TargetStep[],
): RawBuilder<number> {
  const { steps: cuts } = cutsOf(cutoffs, (step) => steps.includes(step));
  const kind = sql.lit(table);
  /** Each step's circle groups with their cut-offs: its circles' own, then everywhere else's. */
  const groups = cuts.flatMap(({ step, own, everywhere }) => {
    const names = own.map(([name]) => name);
    const ownGroups = own.map(([name, c]) => ({
      step,
      cut: c,
      of: (circle: RawBuilder<unknown>) => sql<SqlBool>`${circle} = ${name}`,
    }));
    const elsewhere = everywhere
      ? [
          {
            step,
            cut: everywhere,
            of: (circle: RawBuilder<unknown>) =>
              names.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${circle} not in (${sql.join(names)})`,
          },
        ]
      : [];
    return [...ownGroups, ...elsewhere];
  });
  if (groups.length === 0) return sql<number>`0`;
  const sum = (parts: RawBuilder<unknown>[]) => sql`(${sql.join(parts, sql` + `)})`;
  const waiting = sum(
    groups.map(
      ({ step, of }) => sql`(select coalesce(sum(t.n), 0) from step_totals t
        where t.kind = ${kind} and t.step = ${sql.lit(step)} and ${of(sql.ref('t.circle'))})`,
    ),
  );
  /** How many began at or after their cut-off of this kind. */
  const after = (key: keyof Cutoffs) =>
    sum(
      groups.flatMap(({ step, cut, of }) => [
        sql`(select coalesce(sum(h.n), 0) from step_hours h
          where h.kind = ${kind} and h.step = ${sql.lit(step)} and h.hour > ${hourOf(cut[key])}::timestamp
            and ${of(sql.ref('h.circle'))})`,
        sql`(select count(*) from ${sql.table(table)} m
          where m.step_since >= ${cut[key]}::timestamptz and m.step_since < ${nextHourOf(cut[key])}::timestamptz
            and ${ruleSql(STEP_RULES[step], 'm')} and ${of(sql`coalesce(m.circle, '')`)})`,
      ]),
    );
  if (state === 'overdue') return sql<number>`(${waiting} - ${after('overdue')})::int`;
  if (state === 'due-soon') return sql<number>`(${after('overdue')} - ${after('dueSoon')})::int`;
  return sql<number>`${after('dueSoon')}::int`;
}

/**
 * A list's SLA-state total from the step counters (slaTotalSql), where they can give it: a list of every officer's
 * installations whose other filters the counters total (`othersCounted`) and whose rules hold whole review steps
 * (the review queues); else undefined, and the list counts its rows.
 */
export function queueSlaTotal(
  table: 'meters' | 'modems',
  scope: Scope,
  f: SlaFilter & { officerId?: number },
  rules: Rule[],
  othersCounted: boolean,
): RawBuilder<number> | undefined {
  if (!f.sla || !f.slaCutoffs || scope.kind !== 'all' || f.officerId || !othersCounted) return undefined;
  const rule = allOf(rules);
  if (rule === null) return sql<number>`0`;
  const steps = wholeSteps(rule);
  return steps ? slaTotalSql(f.sla, f.slaCutoffs, table, steps) : undefined;
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
