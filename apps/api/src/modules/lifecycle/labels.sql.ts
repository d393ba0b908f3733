import { sql } from 'kysely';
import {
  INSTALLATION_STATES,
  REASON_RULES,
  REJECTION_REASONS,
  STATE_LABELS,
  STATE_RULES,
  type InstallationKind,
  type LabelSet,
} from '@smms/shared';
import { ruleSql } from './lifecycle.sql.js';

/**
 * What a screen calls an installation's state (shared stateLabel), in SQL from the same rules: an export's
 * Status cell reads the word its list shows. `table` is the installation table's alias.
 */
export const stateLabelSql = (set: LabelSet, table: string) =>
  sql<string>`(case ${sql.join(
    INSTALLATION_STATES.map((s) => sql`when ${ruleSql(STATE_RULES[s], table)} then ${STATE_LABELS[set][s]}`),
    sql` `,
  )} end)`;

/** Why a rejected installation was rejected (shared rejectionReason), or NULL. */
export const rejectionReasonSql = (table: string) =>
  sql<string | null>`(case ${sql.join(
    REJECTION_REASONS.map((r) => sql`when ${ruleSql(REASON_RULES[r], table)} then ${r}`),
    sql` `,
  )} end)`;

/**
 * From the review record, which nobody can alter (DESIGN §5): who made the latest decision on installation
 * `table` (a person, or the auto-commissioning rule) and the comment they gave. On a rejected installation that is
 * its rejection, on an approved one its approval. An export's cell, one index probe a row.
 */
export const lastDecisionSql = (
  installation: InstallationKind,
  table: string,
  field: 'actor_name' | 'comment',
) =>
  sql<string | null>`(select ${sql.ref(`e.${field}`)} from review_events e
    where e.installation = ${installation} and e.installation_id = ${sql.ref(`${table}.id`)}
      and e.kind in ('decision', 'auto-commission')
    order by e.id desc limit 1)`;
