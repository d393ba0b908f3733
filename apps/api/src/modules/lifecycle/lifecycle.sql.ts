import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { allOf, LIVE, TECH_REJECTED, type Rule } from '@smms/shared';

/**
 * A lifecycle rule of packages/shared/src/lifecycle.ts as SQL on an installation table (meters or
 * modems, which share the lifecycle columns), so the server filters and counts by the very rules the
 * screens classify with. `table` is the alias (or table name) the columns belong to.
 *
 * The rules' values (a status, LIVE, REJECTED) are constants of the code, written into the statement as literals:
 * a queue's page is then a statement without parameters, prepared and planned once per connection
 * (db/prepared-lists.ts) where with them PostgreSQL planned it again at every call (1.8 ms of a 2.6 ms page at 1M).
 */
export function ruleSql(rule: Rule, table: string): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const parts: RawBuilder<unknown>[] = [];
  if (rule.commission !== undefined)
    parts.push(sql`${column('commission_status')} = ${sql.lit(rule.commission)}`);
  if (rule.live !== undefined)
    parts.push(sql`${column('communication_status')} ${sql.raw(rule.live ? '=' : '<>')} ${sql.lit(LIVE)}`);
  if (rule.techRejected !== undefined)
    parts.push(
      rule.techRejected
        ? sql`${column('tech_support_status')} = ${sql.lit(TECH_REJECTED)}`
        : sql`${column('tech_support_status')} is distinct from ${sql.lit(TECH_REJECTED)}`,
    );
  if (rule.techReviewed !== undefined)
    parts.push(
      sql`${column('tech_support_status')} ${sql.raw(rule.techReviewed ? 'is not null' : 'is null')}`,
    );
  if (rule.auto !== undefined) parts.push(sql`${column('auto_commissioned')} = ${sql.lit(rule.auto)}`);
  if (parts.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** `count(*) filter (where rule)` as an int: one column of an aggregate over installations. */
export const countWhere = (rule: Rule, table: string) =>
  sql<number>`(count(*) filter (where ${ruleSql(rule, table)}))::int`;

/**
 * The twin of ruleSql for rows of installation_counts (migration 0006), whose columns are the lifecycle
 * columns reduced to what the rules read: commission_status, live, tech_rejected, tech_reviewed, auto.
 */
export function counterRuleSql(rule: Rule, table: string): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const parts: RawBuilder<unknown>[] = [];
  if (rule.commission !== undefined)
    parts.push(sql`${column('commission_status')} = ${sql.lit(rule.commission)}`);
  if (rule.live !== undefined) parts.push(sql`${column('live')} = ${sql.lit(rule.live)}`);
  if (rule.techRejected !== undefined)
    parts.push(sql`${column('tech_rejected')} = ${sql.lit(rule.techRejected)}`);
  if (rule.techReviewed !== undefined)
    parts.push(sql`${column('tech_reviewed')} = ${sql.lit(rule.techReviewed)}`);
  if (rule.auto !== undefined) parts.push(sql`${column('auto')} = ${sql.lit(rule.auto)}`);
  if (parts.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** `sum(n) filter (where rule)` as an int over installation_counts rows: countWhere's twin. */
export const sumWhere = (rule: Rule, table: string) =>
  sql<number>`(coalesce(sum(${sql.ref(`${table}.n`)}) filter (where ${counterRuleSql(rule, table)}), 0))::int`;

/**
 * Every rule of a list at once, on installation rows (`ruleSql`) or counter rows (`counterRuleSql`): one
 * condition per field, and a constant `false` when the rules contradict each other, which PostgreSQL answers
 * from the plan alone instead of walking a whole index for rows that cannot exist.
 */
export function rulesSql(
  rules: readonly Rule[],
  table: string,
  compile: (rule: Rule, table: string) => RawBuilder<SqlBool> = ruleSql,
): RawBuilder<SqlBool> {
  const rule = allOf(rules);
  return rule ? compile(rule, table) : sql<SqlBool>`false`;
}
