import { sql } from 'kysely';
import {
  INSTALLATION_STATES,
  REASON_RULES,
  REJECTION_REASONS,
  STATE_LABELS,
  STATE_RULES,
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
