import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  ACCEPTANCE_RULES,
  allOf,
  labelRule,
  OFFICER_FILTER_RULES,
  REASON_RULES,
  RECOMMENDATION_RULES,
  REVIEW_RULES,
  STAGE_RULES,
  STEP_RULES,
  techSupportCodesShowing,
  type FlagFilter,
  type MeterQuery,
  type Rule,
} from '@smms/shared';
import {
  claimWithin,
  rulesSql,
  officersHolding,
  slaWithin,
  type ClaimListFilter,
  type SlaFilter,
} from '../lifecycle/index.js';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { likePattern } from '../../lib/sql.js';
import { flaggedSql } from '../flags/index.js';
import { hasInstalledRange, installedWithin, type InstalledRange } from '../../lib/installed-range.sql.js';
import { type Scope, installationsInScope, peopleInScope } from '../access/index.js';

type Eb = ExpressionBuilder<Database & { m: Database['meters'] }, 'm'>;

/** The searchable text of a meter: the same expression as the trigram index meters_search_trgm. */
const SEARCH_TEXT = sql`(coalesce(m.meter_sno, '') || ' ' || coalesce(m.dtr_sno, '') || ' ' || coalesce(m.substation_name, '') || ' ' || coalesce(m.feeder_name, ''))`;

/** A list that is not a stage's own: Tech Support Management (SPEC §2.8), the pending meters. */
export type MeterList = 'tech-support';
export type MeterFilters = Omit<
  MeterQuery,
  'page' | 'pageSize' | 'cursor' | 'sort' | 'order' | 'claim' | 'flag'
> &
  Pick<InstalledRange, 'timeZone'> &
  Pick<SlaFilter, 'slaCutoffs'> &
  Pick<ClaimListFilter, 'claim' | 'claimer'> & {
    list?: MeterList;
    /** Flagged meters: any flag, or one kind (a claim's filters may name a modem's kind, which no meter has). */
    flag?: FlagFilter;
  };
export type MeterListQuery = MeterFilters &
  Pick<MeterQuery, 'page' | 'pageSize' | 'cursor' | 'sort' | 'order'>;

/** Tech Support Management's filters: the pending meters, whose search also reads the recommendation. */
export const techSupportFilters = <Q extends Omit<MeterFilters, 'stage' | 'list'>>(query: Q) => ({
  ...query,
  stage: 'pending-review' as const,
  list: 'tech-support' as const,
});

/**
 * A filter the counters cannot count (they hold lifecycle states per officer, not circles, divisions, rejection
 * categories, install days, how long each has waited, who is reviewing it or its flags): the list's total is then counted from the meters.
 */
export const narrowedPastCounters = (f: MeterFilters) =>
  Boolean(f.circle || f.division || f.category || hasInstalledRange(f) || f.sla || f.claim || f.flag);

/** The lifecycle rules a meter list's filters name: what the counters can count without the meters. */
export function meterRules(f: MeterFilters): Rule[] {
  const rules: Rule[] = [STAGE_RULES[f.stage]];
  if (f.status) rules.push(labelRule('meterList', f.status));
  if (f.reason) rules.push(REASON_RULES[f.reason]);
  if (f.officerStatus) rules.push(OFFICER_FILTER_RULES[f.officerStatus]);
  if (f.review) rules.push(REVIEW_RULES[f.review]);
  if (f.recommendation) rules.push(RECOMMENDATION_RULES[f.recommendation]);
  if (f.acceptance) rules.push(ACCEPTANCE_RULES[f.acceptance]);
  if (f.step) rules.push(STEP_RULES[f.step]);
  return rules;
}

/**
 * A search as the WHERE clause takes it: the text as a LIKE pattern, and the officers whose names hold it.
 * The named officers in scope are found first, with what they hold of the list by the counters
 * (users_name_trgm, then installation_counts, in one statement). So officers who hold none of the list (admins,
 * new officers, another AE_ADMIN's) drop out, the total takes the officers' meters from the counters and counts
 * only the text's other matches, and the page's plan fits the officers' share of the meters:
 * - a common surname (officers holding 1 in 100 meters or more) goes as a hashed set, which the planner takes
 *   for half the meters: it walks the list's own order to its first page of matches (2 ms with 1M meters,
 *   where gathering and sorting all of them took 0.9 s) and does not weigh 2,000 ids one by one (2–5 ms of
 *   planning a call);
 * - a rarer name goes as an array, which the planner weighs id by id: it reads those officers' meters by
 *   index (0.1 ms) instead of walking a million meters for a dozen (4 s).
 * With a division, category or officer filter the counters cannot tell the share, and the array is sent.
 * `besidesOfficers` keeps only the meters the text matches outside the officers'.
 */
export interface MeterSearch {
  pattern: string;
  officerIds: number[];
  /** How many of the list's meters the officers hold, when the counters can tell. */
  officersHold?: number;
  common: boolean;
  besidesOfficers?: boolean;
}

/** The share of all meters that makes a name common: a page of 50 matches lies within ~5,000 meters. */
export const COMMON_SHARE = 1 / 100;

export async function meterSearch(db: Db, scope: Scope, f: MeterFilters): Promise<MeterSearch | undefined> {
  if (!f.q) return undefined;
  const pattern = likePattern(f.q);
  const named = db
    .selectFrom('users')
    .select('id')
    .where(sql<SqlBool>`users.first_name || ' ' || users.last_name ilike ${pattern}`);
  if (narrowedPastCounters(f) || f.officerId) {
    const officers = await named.execute();
    return { pattern, officerIds: officers.map((o) => o.id), common: false };
  }
  const held = await officersHolding(db, 'meters', meterRules(f), named.where(peopleInScope(scope, 'users')));
  return {
    pattern,
    officerIds: held.officerIds,
    officersHold: held.total,
    common: held.total > 0 && held.total >= held.ofKind * COMMON_SHARE,
  };
}

/**
 * Every filter of every meter list, as one WHERE clause: the lists, their counts and exports share it.
 * `search` is meterSearch's answer for the same filters.
 */
export function meterWhere(
  eb: Eb,
  scope: Scope,
  f: MeterFilters,
  search: MeterSearch | undefined,
): Expression<SqlBool> {
  const rules = meterRules(f);
  const parts: Expression<SqlBool>[] = [installationsInScope(scope, 'm'), rulesSql(rules, 'm')];
  if (f.circle) parts.push(eb('m.circle', '=', f.circle));
  if (f.division) parts.push(eb('m.division', '=', f.division));
  // The Reason: the category the rejection gave (a decision's, or a recommendation's while Pending).
  if (f.category) parts.push(eb('m.rejectionCategory', '=', f.category));
  if (f.officerId) parts.push(eb('m.fieldOfficerId', '=', f.officerId));
  if (f.flag) parts.push(flaggedSql('meter', 'm', f.flag));
  parts.push(
    ...installedWithin('m', f),
    ...slaWithin('m', f, allOf(rules)),
    ...claimWithin('meters', 'm', f),
  );
  if (search) {
    const { pattern, officerIds, common, besidesOfficers } = search;
    // Tech Support Management also finds a meter by its recommendation or its working status: as stored
    // ("in_progress") and as the table shows it ("In Progress", issue 38).
    const shown = f.list === 'tech-support' && f.q ? techSupportCodesShowing(f.q) : [];
    const text = [
      eb(SEARCH_TEXT, 'ilike', pattern),
      ...(f.list === 'tech-support'
        ? [eb('m.techSupportStatus', 'ilike', pattern), eb('m.techSupportProgress', 'ilike', pattern)]
        : []),
      ...(shown.length > 0
        ? [eb('m.techSupportStatus', 'in', shown), eb('m.techSupportProgress', 'in', shown)]
        : []),
    ];
    // A rare name's `= any(array)` is an index condition: with the trigram index the whole OR is a BitmapOr of
    // indexes. A common name's hashed set is looked up row by row as the list's order is walked.
    const byOfficer = common
      ? sql<SqlBool>`m.field_officer_id in (select unnest(${officerIds}::int[]))`
      : sql<SqlBool>`m.field_officer_id = any(${officerIds}::int[])`;
    if (officerIds.length === 0) parts.push(eb.or(text));
    // The text's index finds these; the officers only filter them out, as a hashed list the planner does not
    // weigh id by id (2,000 ids cost 1.5 ms of planning a call).
    else if (besidesOfficers)
      parts.push(eb.or(text), sql<SqlBool>`m.field_officer_id not in (select unnest(${officerIds}::int[]))`);
    else parts.push(eb.or([...text, byOfficer]));
  }
  return eb.and(parts);
}
