import { sql, type Expression, type RawBuilder } from 'kysely';
import type { z } from 'zod';

/**
 * A timestamp as the API writes it: ISO 8601 in UTC with milliseconds, the text Date#toISOString gives (the
 * drivers read timestamps so, db/connection.ts).
 */
export const isoTimestamp = (expr: Expression<unknown>) =>
  sql<string>`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What each key of a row schema is, in SQL. */
export type RowColumns<S extends z.ZodObject> = { [K in keyof S['shape']]: Expression<unknown> };

/**
 * One row in a schema's shape as a `json` value written by the database (issue 12: a page of 500 people is
 * then one string for Node to pass on, not 500 objects to read, map, check and stringify). The row holds the
 * schema's keys and nothing else, in the schema's order, each the expression `columns` gives it; nest one in
 * another's columns for an object-valued key, and cast the outermost to text (rowsFromJson, lib/serializer.ts).
 * `from` is the FROM (and WHERE) of a row of aggregates.
 */
export function rowJson<S extends z.ZodObject>(
  schema: S,
  columns: RowColumns<S>,
  from: RawBuilder<unknown> = sql``,
): RawBuilder<unknown> {
  const select = Object.keys(schema.shape).map((key) => {
    // A schema key is an identifier of our own code; quoted as is, since the CamelCasePlugin would rename it.
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`rowJson: ${key} is not a plain key`);
    return sql`${columns[key as keyof S['shape']]} as ${sql.raw(`"${key}"`)}`;
  });
  return sql`(select row_to_json(r) from (select ${sql.join(select)} ${from}) r)`;
}
