import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SortOrder } from '@smms/shared';

/**
 * One sort of a list: a non-null SQL expression (nullable columns are wrapped in coalesce, so a NULL has a
 * place in the order) and its SQL type, so a position in the list can be written down and sought again.
 */
export interface SortKey {
  expr: RawBuilder<unknown>;
  type: 'text' | 'timestamptz' | 'integer';
}

/** A row's place in a sorted list: its sort value (as text) and its id, the tie-breaker. */
export interface Position {
  key: string;
  id: number;
}

export const sortKey = (column: string, type: SortKey['type'], nullable = false): SortKey => {
  const ref = sql.ref(column);
  const empty = type === 'text' ? sql`''` : type === 'integer' ? sql`0` : sql`'-infinity'::timestamptz`;
  return { expr: nullable ? sql`coalesce(${ref}, ${empty})` : sql`${ref}`, type };
};

/** The sort value of a row as text, selected beside the row so the next batch can start after it. */
export const positionKey = (key: SortKey) => sql<string>`(${key.expr})::text`;

/**
 * Rows strictly after `after` in the order "sort key, then id", both ascending or both descending:
 * the same order as the list's page, so an export has the screen's rows in the screen's order.
 */
export function afterPosition(key: SortKey, idColumn: string, order: SortOrder, after: Position) {
  const op = sql.raw(order === 'asc' ? '>' : '<');
  return sql<SqlBool>`(${key.expr}, ${sql.ref(idColumn)}) ${op} (cast(${after.key} as ${sql.raw(key.type)}), ${after.id})`;
}

const EXPORT_BATCH = 1000;

/**
 * The exports' streamer where no COPY streams (PGlite; lib/csv-export.ts): a CSV header, then the rows
 * of a keyset-paged query in batches, each batch starting after the last row of the one before, so
 * millions of rows stream in steady steps and the whole result never sits in memory.
 */
export async function* csvRowsByKeyset<R extends { positionKey: string; id: number }>(
  header: string,
  batch: (after: Position | null, size: number) => Promise<R[]>,
  lines: (rows: R[]) => string | Promise<string>,
): AsyncGenerator<string> {
  yield header;
  let after: Position | null = null;
  for (;;) {
    const rows = await batch(after, EXPORT_BATCH);
    yield await lines(rows);
    const last = rows[rows.length - 1];
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { key: last.positionKey, id: last.id };
  }
}
