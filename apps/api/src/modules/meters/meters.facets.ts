import { sql } from 'kysely';
import { RECOMMENDATION_RULES, REVIEW_RULES, type MeterFacets, type Rule } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { Scope } from '../access/index.js';
import { countersOf, countWhere, counterRuleSql, rulesSql, sumWhere } from '../lifecycle/index.js';
import {
  meterRules,
  meterSearch,
  meterWhere,
  narrowedPastCounters,
  type MeterFilters,
} from './meters.filters.js';

/** The facets a list's filters show counts for (DESIGN §7): the review filter and the recommendation filter. */
const FACETS = { review: REVIEW_RULES, recommendation: RECOMMENDATION_RULES } as const satisfies Record<
  keyof MeterFacets,
  Record<string, Rule>
>;

const columnName = (facet: string, option: string) => `${facet}:${option}`;

/**
 * How many meters each review and recommendation option would list, the list's other filters held (its stage,
 * search, division…): each count is the total the list shows with that option chosen. One statement: from the
 * counters when they can count the list, else one pass over the list's meters with a count per option.
 */
export async function meterFacets(db: Db, scope: Scope, filters: MeterFilters): Promise<MeterFacets> {
  const base: MeterFilters = { ...filters, review: undefined, recommendation: undefined };
  const search = await meterSearch(db, scope, base);
  const byCounters = !narrowedPastCounters(base) && !search;
  const columns = Object.entries(FACETS).flatMap(([facet, rules]) =>
    Object.entries(rules).map(([option, rule]) =>
      (byCounters ? sumWhere(rule, 'c') : countWhere(rule, 'm')).as(columnName(facet, option)),
    ),
  );
  const row = byCounters
    ? (
        await sql<
          Record<string, number>
        >`select ${sql.join(columns)} from ${countersOf('meters', scope, base.officerId)} and ${rulesSql(meterRules(base), 'c', counterRuleSql)}`.execute(
          db,
        )
      ).rows[0]
    : ((await db
        .selectFrom('meters as m')
        .where((eb) => meterWhere(eb, scope, base, search))
        .select(columns)
        .executeTakeFirst()) as Record<string, number> | undefined);
  const countsOf = <O extends string>(facet: keyof MeterFacets, rules: Record<O, Rule>) =>
    Object.fromEntries(
      Object.keys(rules).map((option) => [option, Number(row?.[columnName(facet, option)] ?? 0)]),
    ) as Record<O, number>;
  return {
    review: countsOf('review', FACETS.review),
    recommendation: countsOf('recommendation', FACETS.recommendation),
  };
}
