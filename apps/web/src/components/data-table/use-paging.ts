import { useEffect, useEffectEvent } from 'react';
import { LIST_MESSAGES } from '@smms/shared';
import { notify } from '@/lib/notify';
import type { PageInfo } from './page-query-props';
import type { PaginationProps } from './data-table-pagination';
import type { ListParams } from './use-list-params';

type Params = Pick<ListParams, 'page' | 'pageSize' | 'setPage' | 'setPageSize'> &
  Partial<Pick<ListParams, 'cursor'>>;

interface PagingSource {
  params: Params;
  /** The rows on screen; undefined until the first page arrives. */
  rows: number | undefined;
  total: number;
  /** The server's word on the page (pageQueryProps); a list without it pages by its count. */
  info: PageInfo | undefined;
  /** The rows answer the URL (not the previous page kept while this one loads). */
  settled: boolean;
  fetching: boolean;
}

/**
 * The footer of a list (issue 12): Next and Previous move by the cursors of the page on screen, the
 * server's page number is the one shown, and "about" marks an estimated total. A cursor the server
 * refuses as stale (an old bookmark) sends the list back to its first page, with a notice.
 */
export function usePaging({ params, rows, total, info, settled, fetching }: PagingSource) {
  const { setPage } = params;
  const estimate = info?.totalIsEstimate ?? false;
  // The footer speaks of the rows on screen: while the next page loads, still of the previous one.
  const page = info && rows !== undefined ? info.page : params.page;
  const pages = Math.max(1, Math.ceil(total / params.pageSize));
  const start = (page - 1) * params.pageSize;
  // An estimated total may be off either way: the rows on screen say where the page ends.
  const byRows = estimate && rows !== undefined && rows > 0;
  const from = byRows ? start + 1 : total === 0 ? 0 : Math.min(start + 1, total);
  const to = byRows ? start + rows : Math.min(page * params.pageSize, total);

  const stale = info?.staleCursor ?? false;
  // Once each time the server refuses the cursor, whatever else re-renders the list meanwhile.
  const backToFirstPage = useEffectEvent(() => {
    setPage(1, { replace: true });
    notify.info(LIST_MESSAGES.staleCursor);
  });
  useEffect(() => {
    if (stale) backToFirstPage();
  }, [stale]);

  // A bookmarked page past the end (the list has since shrunk) moves to the last page.
  const pastEnd = rows !== undefined && !fetching && !params.cursor && !estimate && params.page > pages;
  useEffect(() => {
    if (pastEnd) setPage(pages, { replace: true });
  }, [pastEnd, pages, setPage]);

  const canNext = info ? info.nextCursor !== null : page < pages;
  const canPrevious = info ? info.prevCursor !== null || page > 1 : page > 1;
  return {
    stale,
    footer: {
      from,
      to,
      total,
      estimate,
      page,
      pageSize: params.pageSize,
      canNext,
      canPrevious,
      // While the next page loads the old one's cursors would lead elsewhere: a second press waits.
      onNext: () => {
        if (!settled || !canNext) return;
        setPage(page + 1, { cursor: info?.nextCursor });
      },
      onPrevious: () => {
        if (!settled || !canPrevious) return;
        // The top of the list needs no cursor: page 1 by offset is as fast, and is the list's true top.
        setPage(page - 1, { cursor: page > 2 ? info?.prevCursor : null });
      },
      onPageSize: params.setPageSize,
    } satisfies Omit<PaginationProps, 'items'>,
  };
}
