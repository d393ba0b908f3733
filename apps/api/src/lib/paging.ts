import type { PageQuery } from '@smms/shared';
import type { ListTotal } from './list-total.js';

/** What a list's service answers: one page of rows (lib/list-page.ts) and the list's total (lib/list-total.ts). */
export interface ListResult<T> extends ListTotal {
  data: T[];
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

/** The list envelope of DESIGN §2: the page, its total, and the cursors of the pages beside it. */
export const pageEnvelope = <T>(query: Pick<PageQuery, 'pageSize'>, result: ListResult<T>) => ({
  success: true as const,
  data: result.data,
  total: result.total,
  page: result.page,
  pageSize: query.pageSize,
  nextCursor: result.nextCursor,
  prevCursor: result.prevCursor,
  totalIsEstimate: result.totalIsEstimate,
});
