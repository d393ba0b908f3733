import type { PageQuery } from '@smms/shared';

/** The list envelope of DESIGN §2. Paging is by page number; cursors are not issued (always null). */
export const pageEnvelope = <T>(
  query: Pick<PageQuery, 'page' | 'pageSize'>,
  result: { data: T[]; total: number },
) => ({
  success: true as const,
  data: result.data,
  total: result.total,
  page: query.page,
  pageSize: query.pageSize,
  nextCursor: null,
  prevCursor: null,
  totalIsEstimate: false,
});
