import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * The SQL of an export cell's final text, as packages/shared csvCell writes a value: NULL is empty, and a
 * text starting with = + - @ tab or CR gets an apostrophe first, so a spreadsheet shows it instead of
 * running it (DESIGN §6). Quoting is COPY's (or the batch writer's): every cell, inner quotes doubled.
 */
type Sql = Expression<unknown> | RawBuilder<unknown>;

/** A value the system writes (ids, counts, labels, dates): never starts with a formula character. */
export const plainCell = (value: Sql) => sql<string>`coalesce((${value})::text, '')`;

/** A value people typed: neutralised when its first character could start a formula. */
export function textCell(value: Sql): RawBuilder<string> {
  const text = plainCell(value);
  return sql<string>`(case when left(${text}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${text} else ${text} end)`;
}

/** "2026-11-23 14:05": an instant as the utility's wall-clock time (shared localDateTime), or empty. */
export const dateCell = (value: Sql, zone: string) =>
  sql<string>`coalesce(to_char((${value}) at time zone ${zone}, 'YYYY-MM-DD HH24:MI'), '')`;

/** A label for each stored value (status names and the like); a value with no label is written as is. */
export function labelCell(value: Sql, labels: Readonly<Record<string, string>>, fallback: 'as-is' | 'empty') {
  const whens = Object.entries(labels).map(([v, label]) => sql`when ${v} then ${label}`);
  const otherwise = fallback === 'as-is' ? sql`(${value})::text` : sql`''`;
  return textCell(sql`(case ${value} ${sql.join(whens, sql` `)} else ${otherwise} end)`);
}

/** Non-empty parts joined by `separator`, as `[…].filter(Boolean).join(separator)` does. */
export const joinedCell = (separator: string, parts: Sql[]) =>
  textCell(sql`concat_ws(${separator}, ${sql.join(parts.map((p) => sql`nullif((${p})::text, '')`))})`);
