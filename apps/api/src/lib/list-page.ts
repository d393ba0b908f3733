import { createHash } from 'node:crypto';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { LIST_MESSAGES, type PageQuery, type SortOrder } from '@smms/shared';
import { selectRows } from '../db/array-rows.js';
import type { Db } from '../db/connection.js';
import { badRequest } from './http-error.js';
import { afterPosition, positionKey, type Position, type SortKey } from './keyset.js';

/**
 * One page of a list by keyset (issue 12): `nextCursor` and `prevCursor` name the row a page ends or starts
 * at, so the page after (or before) it is sought through the sort index, as fast at row 900,000 as at row 1.
 * A `page` without a cursor still jumps there by offset. A cursor carries a fingerprint of the list's filters
 * and order: a cursor from another list, or from the same list filtered differently, is refused (400)
 * rather than answering rows from somewhere else.
 */

type Direction = 'next' | 'prev';
interface CursorBody {
  /** The sort value of the row, as text. */
  k: string;
  /** The row's id, the tie-breaker. */
  i: number;
  d: Direction;
  /** Fingerprint of the list (filters, sort, order) the cursor belongs to. */
  f: string;
}

/** Where a slice of a list starts, in which order, and how many rows it holds. */
export interface SliceParams {
  order: SortOrder;
  after: Position | null;
  limit: number;
  offset: number;
}

/** What a repository answers for one slice of its list, in the given order, after `after`. */
export type Slice<R> = (p: SliceParams) => Promise<(R & { positionKey: string; id: number })[]>;

/**
 * The rows of `query` (a list's FROM, WHERE and columns) in the order "sort key, then id", after a position
 * or from an offset, each with its position: what every list's Slice runs. Read as arrays on `db`'s pool
 * (db/array-rows.ts).
 */
export function sliceOf<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
  key: SortKey,
  idColumn: string,
  { order, after, limit, offset }: SliceParams,
) {
  const from = after ? query.where(afterPosition(key, idColumn, order, after)) : query;
  // A literal, not a parameter: PostgreSQL keeps one plan for a prepared page only when its LIMIT is known
  // (db/prepared-lists.ts). A page's size is a whole number the query checked (PageQuery); the console asks
  // for a few sizes only, and the prepared texts are capped.
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new Error(`sliceOf: limit ${limit} is not a row count`);
  const rows = sql.lit(limit);
  let slice = from.select(positionKey(key).as('positionKey'));
  if (offset > 0) {
    // A page jump: the rows it skips are found by their ids alone (an index-only walk where an index holds the
    // list's filters and order), and only the page's own rows are read whole, with their joins and subqueries.
    const ids = from
      .clearSelect()
      .select(sql.ref(idColumn).as('id'))
      .orderBy(key.expr, order)
      .orderBy(sql.ref(idColumn), order)
      .limit(rows)
      .offset(offset);
    // `= any(array(…))`, not `in (…)`: the ids are read first, then the rows by primary key (with `in`, the
    // planner may hash-join a scan of the whole table instead).
    slice = slice.where(sql<SqlBool>`${sql.ref(idColumn)} = any(array(${ids}))`);
  }
  return selectRows(db, slice.orderBy(key.expr, order).orderBy(sql.ref(idColumn), order).limit(rows));
}

export interface PageOfRows<R> {
  rows: R[];
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

const reverse = (order: SortOrder): SortOrder => (order === 'asc' ? 'desc' : 'asc');

/** The list a cursor belongs to: every query value except where in the list it is. */
export function listFingerprint(query: Record<string, unknown>): string {
  const { page: _p, pageSize: _s, cursor: _c, ...list } = query;
  const entries = Object.entries(list)
    .filter(([, v]) => v !== undefined && v !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 16);
}

const encode = (body: CursorBody) => Buffer.from(JSON.stringify(body)).toString('base64url');

function decode(cursor: string, fingerprint: string): CursorBody {
  const stale = badRequest(LIST_MESSAGES.staleCursor, { cursor: LIST_MESSAGES.staleCursor });
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw stale;
  }
  const c = body as Partial<CursorBody> | null;
  if (
    !c ||
    typeof c.k !== 'string' ||
    c.k.includes('\u0000') ||
    !Number.isSafeInteger(c.i) ||
    (c.d !== 'next' && c.d !== 'prev') ||
    c.f !== fingerprint
  )
    throw stale;
  return c as CursorBody;
}

/**
 * The page the query asks for: after (or before) its cursor, or at its page number. One row more than the
 * page is read to know whether another page follows, so no count is needed to offer Next.
 */
export async function keysetPage<R>(
  query: Pick<PageQuery, 'page' | 'pageSize' | 'cursor' | 'order'> & Record<string, unknown>,
  slice: Slice<R>,
): Promise<PageOfRows<R & { positionKey: string; id: number }>> {
  const fingerprint = listFingerprint(query);
  const { pageSize, order } = query;
  const cursorTo = (row: { positionKey: string; id: number }, d: Direction) =>
    encode({ k: row.positionKey, i: row.id, d, f: fingerprint });
  const cursor = query.cursor ? decode(query.cursor, fingerprint) : null;

  if (cursor?.d === 'prev') {
    const before = await slice({
      order: reverse(order),
      after: { key: cursor.k, id: cursor.i },
      limit: pageSize + 1,
      offset: 0,
    });
    const more = before.length > pageSize;
    const rows = before.slice(0, pageSize).reverse();
    const first = rows[0];
    const last = rows[rows.length - 1];
    return {
      rows,
      // With nothing before it, this is the first page, whatever the client thought.
      page: more ? Math.max(2, query.page) : 1,
      prevCursor: more && first ? cursorTo(first, 'prev') : null,
      nextCursor: last ? cursorTo(last, 'next') : null,
    };
  }

  const read = await slice({
    order,
    after: cursor ? { key: cursor.k, id: cursor.i } : null,
    limit: pageSize + 1,
    offset: cursor ? 0 : (query.page - 1) * pageSize,
  });
  const rows = read.slice(0, pageSize);
  const first = rows[0];
  const last = rows[rows.length - 1];
  const page = cursor ? Math.max(2, query.page) : query.page;
  return {
    rows,
    page,
    nextCursor: read.length > pageSize && last ? cursorTo(last, 'next') : null,
    prevCursor: page > 1 && first ? cursorTo(first, 'prev') : null,
  };
}
