import { PassThrough, pipeline, Readable } from 'node:stream';
import { sql, type CompiledQuery, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { csvRow, type SortOrder } from '@smms/shared';
import { CrlfRows } from './crlf.js';
import { exportRows } from './event-counters.js';
import { afterPosition, csvRowsByKeyset, positionKey, type Position, type SortKey } from './keyset.js';
import { inlineParameters } from './sql-literal.js';

/** One column of an export: its header and the SQL giving the final text of its cell (never NULL). */
export interface CsvColumn {
  header: string;
  cell: RawBuilder<string>;
}

/** What an export runs: its header line, and its rows as one SELECT of cell texts, whole or in batches. */
export interface CsvQuery {
  header: string;
  /** Every row in the list's order: cells c0…cn, for COPY. */
  whole(): CompiledQuery;
  /** The rows after `after` in the list's order (keyset), for a database without COPY streaming. */
  batch(
    after: Position | null,
    size: number,
  ): Promise<{ positionKey: string; id: number; cells: string[] }[]>;
}

/**
 * An export of a list: `rows` is the list's FROM, joins and WHERE (the very builders the list uses), the
 * cells are selected over it and the rows are ordered as the list's page orders them, then by id.
 */
export function csvQuery<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  columns: readonly CsvColumn[],
  order: { key: SortKey; id: string; direction: SortOrder },
): CsvQuery {
  const cells = columns.map((c, i) => c.cell.as(`c${i}`));
  const ordered = (q: SelectQueryBuilder<DB, TB, O>) =>
    q.orderBy(order.key.expr, order.direction).orderBy(sql.ref(order.id), order.direction);
  return {
    header: csvRow(columns.map((c) => c.header)),
    whole: () => ordered(rows).select(cells).compile(),
    async batch(after, size) {
      let q = rows.select([...cells, positionKey(order.key).as('positionKey'), sql.ref(order.id).as('id')]);
      if (after) q = q.where(afterPosition(order.key, order.id, order.direction, after));
      const result = (await ordered(q).limit(size).execute()) as unknown as Record<string, unknown>[];
      return result.map((r) => ({
        positionKey: r.positionKey as string,
        id: r.id as number,
        cells: columns.map((_, i) => r[`c${i}`] as string),
      }));
    },
  };
}

/** A cell as COPY's FORCE_QUOTE writes it: quoted, inner quotes doubled. */
const quoted = (cell: string) => `"${cell.includes('"') ? cell.replaceAll('"', '""') : cell}"`;

/** PGlite streams no COPY: the same SELECT in keyset batches, joined here byte for byte as COPY would. */
function batchedCsv(query: CsvQuery): Readable {
  const lines = csvRowsByKeyset(query.header, query.batch, (rows) => {
    exportRows.inc(rows.length);
    return rows.map((r) => `${r.cells.map(quoted).join(',')}\r\n`).join('');
  });
  return Readable.from(lines);
}

/**
 * PostgreSQL writes the file itself: `COPY (select …) TO STDOUT` (FORCE_QUOTE, as every cell is quoted)
 * on a client of the exports' pool, piped with backpressure to the reply, LF row ends turned into CRLF. COPY
 * takes no bind parameters, so they are inlined as literals. The client is had before the answer starts, so an
 * export that cannot have one (all busy, the database down) is a 503, not a cut file. It goes back to the
 * pool when the copy ends, and is discarded if the copy fails or the reader goes away (it may still be mid-COPY).
 */
async function copiedCsv(pool: pg.Pool, query: CsvQuery): Promise<Readable> {
  const compiled = query.whole();
  const text = `COPY (${inlineParameters(compiled.sql, compiled.parameters)}) TO STDOUT WITH (FORMAT csv, FORCE_QUOTE *)`;
  const client = await pool.connect();
  const body = new PassThrough();
  body.write(query.header);
  const copy = client.query(copyTo(text));
  pipeline(copy, new CrlfRows((rows) => exportRows.inc(rows)), body, (error) =>
    client.release(error ?? undefined),
  );
  return body;
}

export interface CsvExporter {
  /** The export as a stream of CSV bytes: the header, then every row; it rejects if it cannot start. */
  stream(query: CsvQuery): Promise<Readable>;
}

/** COPY on PostgreSQL (a pool is given), keyset batches otherwise: both write the same bytes. */
export const csvExporter = (pool?: pg.Pool): CsvExporter => ({
  stream: async (query) => (pool ? copiedCsv(pool, query) : batchedCsv(query)),
});
