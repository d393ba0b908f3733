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
import { ruleSql } from '../lifecycle/lifecycle.sql.js';
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

/** Every filter of every meter list, as one WHERE clause: the lists, their counts and exports share it. */
export function meterWhere(eb: Eb, scope: Scope, f: MeterFilters): Expression<SqlBool> {
  const rules = meterRules(f);
  const parts: Expression<SqlBool>[] = [
    installationsInScope(scope, 'm'),
    ...rules.map((rule) => ruleSql(rule, 'm')),
  ];
  if (f.division) parts.push(eb('m.division', '=', f.division));
  if (f.officerId) parts.push(eb('m.fieldOfficerId', '=', f.officerId));
  if (f.q) {
    const pattern = likePattern(f.q);
    parts.push(
      eb.or([
        eb(SEARCH_TEXT, 'ilike', pattern),
        ...(f.list === 'tech-support' ? [eb('m.techSupportStatus', 'ilike', pattern)] : []),
        // `= any(array(…))`, not `in (…)`: the officers are found first (users_name_trgm), so this branch is an
        // index condition and the whole OR a BitmapOr of indexes instead of a scan of every meter.
        sql<SqlBool>`m.field_officer_id = any(array(select users.id from users
          where users.first_name || ' ' || users.last_name ilike ${pattern}))`,
      ]),
    );
  }
  return eb.and(parts);
}
