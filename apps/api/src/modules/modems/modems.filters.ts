import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  allOf,
  labelRule,
  REASON_RULES,
  STAGE_RULES,
  STEP_RULES,
  type FlagFilter,
  type ModemStageLabel,
  type TargetStep,
  type RejectionCategory,
  type RejectionReason,
  type Rule,
  type Stage,
} from '@smms/shared';
import {
  claimWithin,
  rulesSql,
  slaWithin,
  type ClaimListFilter,
  type SlaFilter,
} from '../lifecycle/index.js';
import type { Database } from '../../db/schema.js';
import { flaggedSql } from '../flags/index.js';
import { likePattern } from '../../lib/sql.js';
import { installedWithin, type InstalledRange } from '../../lib/installed-range.sql.js';
import { type Scope, installationsInScope } from '../access/index.js';

export type Eb = ExpressionBuilder<Database & { d: Database['modems'] }, 'd'>;

/** Every filter of every modem list (the four lists and an officer's modems), as one WHERE clause. */
export interface ModemFilters extends InstalledRange, SlaFilter, ClaimListFilter {
  scope: Scope;
  stage?: Stage;
  /** A Status word of the modem screens: the state it names. */
  status?: ModemStageLabel;
  officerId?: number;
  circle?: string;
  division?: string;
  /** The review step each waits in (a rule, which the counters count). */
  step?: TargetStep;
  /** The Reason: the category the rejection gave. */
  category?: RejectionCategory;
  /** The Rejection Type: the lifecycle's derived label (a rule, which the counters count). */
  reason?: RejectionReason;
  /** Flagged modems (issue 42): with any flag, or one kind. */
  flag?: FlagFilter;
  q?: string;
}

/**
 * The searchable text of a modem (modem, meter and service number, phone, section, circle, subdivision):
 * the same expression as the trigram index modems_search_trgm, so a search is one indexed predicate.
 */
const SEARCH_TEXT = sql`(coalesce(d.modem_sno, '') || ' ' || coalesce(d.meter_sno, '') || ' ' || coalesce(d.service_no, '') || ' ' ||
  coalesce(d.phone, '') || ' ' || coalesce(d.section, '') || ' ' || coalesce(d.circle, '') || ' ' || coalesce(d.sub_division, ''))`;

/** The lifecycle rules a modem list's filters name: what the counters can count without the modems. */
export function modemRules(f: ModemFilters): Rule[] {
  const rules: Rule[] = [];
  if (f.stage) rules.push(STAGE_RULES[f.stage]);
  if (f.status) rules.push(labelRule('modems', f.status));
  if (f.reason) rules.push(REASON_RULES[f.reason]);
  if (f.step) rules.push(STEP_RULES[f.step]);
  return rules;
}

export function modemWhere(eb: Eb, f: ModemFilters): Expression<SqlBool> {
  const rules = modemRules(f);
  const parts: Expression<SqlBool>[] = [installationsInScope(f.scope, 'd'), rulesSql(rules, 'd')];
  if (f.officerId) parts.push(eb('d.fieldOfficerId', '=', f.officerId));
  if (f.circle) parts.push(eb('d.circle', '=', f.circle));
  if (f.division) parts.push(eb('d.division', '=', f.division));
  if (f.category) parts.push(eb('d.rejectionCategory', '=', f.category));
  if (f.q) parts.push(eb(SEARCH_TEXT, 'ilike', likePattern(f.q)));
  if (f.flag) parts.push(flaggedSql('modem', 'd', f.flag));
  parts.push(
    ...installedWithin('d', f),
    ...slaWithin('d', f, allOf(rules)),
    ...claimWithin('modems', 'd', f),
  );
  return eb.and(parts);
}
