import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  ACCEPTANCE_RULES,
  labelRule,
  REASON_RULES,
  REVIEW_RULES,
  STAGE_RULES,
  type MeterQuery,
  type Rule,
} from '@smms/shared';
import { rulesSql } from '../lifecycle/lifecycle.sql.js';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { likePattern } from '../../lib/sql.js';
import type { Scope } from '../access/access.js';
import { installationsInScope } from '../access/access.sql.js';

type Eb = ExpressionBuilder<Database & { m: Database['meters'] }, 'm'>;

/** The searchable text of a meter: the same expression as the trigram index meters_search_trgm. */
const SEARCH_TEXT = sql`(coalesce(m.meter_sno, '') || ' ' || coalesce(m.dtr_sno, '') || ' ' || coalesce(m.substation_name, '') || ' ' || coalesce(m.feeder_name, ''))`;

/** A list that is not a stage's own: Tech Support Management (SPEC §2.8), the pending meters. */
export type MeterList = 'tech-support';
export type MeterFilters = Omit<MeterQuery, 'page' | 'pageSize' | 'cursor' | 'sort' | 'order'> & {
  list?: MeterList;
};
export type MeterListQuery = MeterFilters &
  Pick<MeterQuery, 'page' | 'pageSize' | 'cursor' | 'sort' | 'order'>;

/** Tech Support Management's filters: the pending meters, whose search also reads the recommendation. */
export const techSupportFilters = <Q extends Omit<MeterFilters, 'stage' | 'list'>>(query: Q) => ({
  ...query,
  stage: 'pending-review' as const,
  list: 'tech-support' as const,
});

/** The lifecycle rules a meter list's filters name: what the counters can count without the meters. */
export function meterRules(f: MeterFilters): Rule[] {
  const rules: Rule[] = [STAGE_RULES[f.stage]];
  if (f.status) rules.push(labelRule('meterList', f.status));
  if (f.reason) rules.push(REASON_RULES[f.reason]);
  if (f.officerStatus) rules.push(labelRule('officerMeters', f.officerStatus));
  if (f.review) rules.push(REVIEW_RULES[f.review]);
  if (f.acceptance) rules.push(ACCEPTANCE_RULES[f.acceptance]);
  return rules;
}

/**
 * A search as the WHERE clause takes it: the text as a LIKE pattern, and the officers whose names hold it.
 * The officers are found first (users_name_trgm) and sent as an array, so the planner knows how many meters
 * they hold. A common surname (a tenth of the meters) then walks the list's own order to its first page of
 * matches instead of gathering and sorting every one of them (30 ms instead of 0.9 s with 1M meters), and a
 * rare name still reads its officers' meters by index. `besidesOfficers` keeps only the meters the text
 * matches outside those officers' (the total counts the officers' own from the counters).
 */
export interface MeterSearch {
  pattern: string;
  officerIds: number[];
  besidesOfficers?: boolean;
}

export async function meterSearch(db: Db, f: MeterFilters): Promise<MeterSearch | undefined> {
  if (!f.q) return undefined;
  const pattern = likePattern(f.q);
  const officers = await db
    .selectFrom('users')
    .select('id')
    .where(sql<SqlBool>`users.first_name || ' ' || users.last_name ilike ${pattern}`)
    .execute();
  return { pattern, officerIds: officers.map((o) => o.id) };
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
  if (f.division) parts.push(eb('m.division', '=', f.division));
  if (f.officerId) parts.push(eb('m.fieldOfficerId', '=', f.officerId));
  if (search) {
    const { pattern, officerIds, besidesOfficers } = search;
    const text = [
      eb(SEARCH_TEXT, 'ilike', pattern),
      ...(f.list === 'tech-support' ? [eb('m.techSupportStatus', 'ilike', pattern)] : []),
    ];
    // `= any(array)`, an index condition: with the trigram index the whole OR is a BitmapOr of indexes.
    const byOfficer = sql<SqlBool>`m.field_officer_id = any(${officerIds}::int[])`;
    if (officerIds.length === 0) parts.push(eb.or(text));
    // The text's index finds these; the officers only filter them out, as a hashed list the planner does not
    // weigh id by id (2,000 ids cost 1.5 ms of planning a call).
    else if (besidesOfficers)
      parts.push(eb.or(text), sql<SqlBool>`m.field_officer_id not in (select unnest(${officerIds}::int[]))`);
    else parts.push(eb.or([...text, byOfficer]));
  }
  return eb.and(parts);
}
