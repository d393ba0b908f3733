import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/connection.js';

/** A list's total: exact, or the planner's estimate for a large filtered list (the footer says "about"). */
export interface ListTotal {
  total: number;
  totalIsEstimate: boolean;
}

/** Up to this many matching rows a filtered list's total is counted exactly; above it, estimated. */
export const EXACT_TOTAL_UP_TO = 10_000;

export const exactTotal = (total: number): ListTotal => ({ total, totalIsEstimate: false });

/** An exact total given as one SQL expression (a counters' sum), read on its own. */
export const exactTotalOf = async (db: Db, total: RawBuilder<number>): Promise<ListTotal> =>
  exactTotal((await sql<{ n: number }>`select ${total} as n`.execute(db)).rows[0]?.n ?? 0);

/**
 * A list page's `listTotal` column: the counters' total of its list as a scalar subquery (counterTotalSql), so the
 * rows and their total come in one statement, one round trip (issue 12); null for a list the counters cannot total.
 */
export const listTotalColumn = (fromCounters: RawBuilder<number> | undefined) =>
  (fromCounters ?? sql<number | null>`null::int`).as('listTotal');

/** The total a page's rows carried (listTotalColumn), or, for a page past the list's end, the total read alone. */
export const carriedTotal = async (
  rows: readonly { listTotal: number | null }[],
  alone: () => Promise<number>,
): Promise<ListTotal> => exactTotal(rows[0]?.listTotal ?? (await alone()));

/**
 * The total of a list the counters cannot answer (a search, a division): counted, but never past
 * EXACT_TOTAL_UP_TO + 1 rows, so a broad filter on millions of rows costs no more than a narrow one; above
 * that, the planner's row estimate of the same query (never below what was counted), marked as an estimate.
 * `rows` selects the matching rows (any columns); it is only counted and explained, never fetched.
 */
export async function cappedTotal(
  db: Db,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's FROM and WHERE
  rows: SelectQueryBuilder<any, any, any>,
  upTo = EXACT_TOTAL_UP_TO,
): Promise<ListTotal> {
  const capped = await db
    .selectFrom(
      rows
        .clearSelect()
        .select(sql`1`.as('one'))
        .limit(upTo + 1)
        .as('capped'),
    )
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  if (capped.n <= upTo) return exactTotal(capped.n);
  const plan = await rows
    .clearSelect()
    .select(sql`1`.as('one'))
    .explain('json');
  const estimate = Number(
    (plan[0] as { 'QUERY PLAN'?: { Plan?: { 'Plan Rows'?: number } }[] })?.['QUERY PLAN']?.[0]?.Plan?.[
      'Plan Rows'
    ],
  );
  return {
    total: Math.max(capped.n, Number.isFinite(estimate) ? Math.round(estimate) : 0),
    totalIsEstimate: true,
  };
}
