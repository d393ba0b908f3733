import { sql, type RawBuilder } from 'kysely';
import type { Rule } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { Scope } from '../access/access.js';
import { installationsInScope } from '../access/access.sql.js';
import { counterRuleSql, rulesSql } from './lifecycle.sql.js';

export type InstallationKind = 'meters' | 'modems';

/**
 * The counter rows (alias `c`) that hold the installations of a scope (migrations 0006 and 0007): for every
 * installation, the few rows of installation_totals; for an AE_ADMIN, an officer or one officer's list, the
 * per-officer rows of installation_counts narrowed the way the installations themselves are. `officers` narrows
 * them to one officer's installations, or to those of any of several officers.
 */
export function countersOf(
  kind: InstallationKind,
  scope: Scope,
  officers?: number | readonly number[],
): RawBuilder<unknown> {
  if (scope.kind === 'all' && officers === undefined)
    return sql`installation_totals c where c.kind = ${kind}`;
  const officer =
    officers === undefined
      ? sql`true`
      : typeof officers === 'number'
        ? sql`c.field_officer_id = ${officers}`
        : // Probed one officer at a time: `= any(array)` of a common name's 2,000 officers made the planner scan
          // every counter row (60 ms with 1M meters; 7 ms so).
          sql`c.field_officer_id in (select unnest(${officers}::int[]))`;
  return sql`installation_counts c where c.kind = ${kind} and ${installationsInScope(scope, 'c')} and ${officer}`;
}

/** How many installations of a scope match every rule: exact, from the counters, whatever the table's size. */
export async function counterTotal(
  db: Db,
  kind: InstallationKind,
  scope: Scope,
  rules: Rule[],
  officers?: number | readonly number[],
): Promise<number> {
  const where = rulesSql(rules, 'c', counterRuleSql);
  const result = await sql<{ total: number }>`
    select coalesce(sum(c.n), 0)::int as total from ${countersOf(kind, scope, officers)} and ${where}`.execute(
    db,
  );
  return result.rows[0]?.total ?? 0;
}
