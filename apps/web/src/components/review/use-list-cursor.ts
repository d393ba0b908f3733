import { useCallback, useState } from 'react';
import { awaitsDecision } from '@smms/shared';
import { pageQueryProps, type PageQueryState } from '@/components/data-table/page-query-props';
import { focusRowAfterLeaving } from '@/components/data-table/focus-row';

interface Paged {
  page: number;
  pageSize: number;
  setPage: (page: number, options?: { cursor?: string | null }) => void;
}

/** The cursors of the page on screen and how sure its total is (pageQueryProps' pageInfo). */
interface Cursors {
  nextCursor: string | null;
  prevCursor: string | null;
  totalIsEstimate: boolean;
}

interface CursorSource<T> extends Paged {
  /** The rows of the page on screen; undefined until they arrive. */
  rows: T[] | undefined;
  total: number;
  /** The rows answer the current page (not the previous page kept while the next loads). */
  settled: boolean;
  /** With them, turning a page follows the list's cursors (issue 12); without, it jumps by number. */
  cursors?: Cursors;
}

export interface ListCursor<T> {
  current: T | null;
  /** 1-based place of the open row in the whole filtered list. */
  position: number;
  total: number;
  /** The total is the server's estimate ("3 of about 12,34,567"). */
  totalIsEstimate: boolean;
  /** The open record is still in the list (not decided elsewhere, or changed so the filter no longer holds it). */
  inList: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  open: (row: T) => void;
  close: () => void;
  previous: () => void;
  next: () => void;
  /**
   * After a decision on record `id`, if it is the one open: the next opens (the next `wanted` one, given it), or
   * at the list's end the dialog closes.
   */
  moveOn: (id: number, wanted?: (row: T) => boolean) => void;
}

type Step = 'first' | 'last';

/**
 * The row a dialog shows, and Previous/Next through the list it was opened from, across pages: stepping
 * past the page's end turns the list's page and opens that page's first row (or last, going back).
 * A row that leaves the list while open (it was just reviewed) keeps its place: Next then opens the row
 * that took it.
 */
export function useListCursor<T extends { id: number }>(source: CursorSource<T>): ListCursor<T> {
  const { rows = [], page, pageSize, total, settled, setPage, cursors } = source;
  const [open, setOpen] = useState<{ row: T; index: number } | null>(null);
  const [pending, setPending] = useState<{ step: Step; page: number; wanted?: (row: T) => boolean } | null>(
    null,
  );

  // The turned-to page has arrived: open its first (or last) row, the first `wanted` one when moving on. Set
  // while rendering, as React's "adjusting state when a prop changes" does, so no frame shows the old row.
  if (pending && settled && page === pending.page) {
    const wanted = pending.wanted ? rows.findIndex(pending.wanted) : -1;
    const index = pending.step === 'first' ? Math.max(0, wanted) : rows.length - 1;
    const row = rows[index];
    setPending(null);
    if (row) setOpen({ row, index });
  }

  const here = open ? rows.findIndex((row) => row.id === open.row.id) : -1;
  const index = here >= 0 ? here : (open?.index ?? 0);
  const nextIndex = here >= 0 ? here + 1 : index;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const morePages = cursors ? cursors.nextCursor !== null : page < lastPage;
  const hasNext = open !== null && (nextIndex < rows.length || morePages);
  const hasPrevious = open !== null && (index > 0 || page > 1);

  const go = useCallback(
    (to: number, step: Step, turnTo: number, wanted?: (row: T) => boolean) => {
      const row = rows[to];
      if (row) setOpen({ row, index: to });
      else {
        setPending({ step, page: turnTo, wanted });
        const cursor = step === 'first' ? cursors?.nextCursor : turnTo > 1 ? cursors?.prevCursor : null;
        setPage(turnTo, { cursor });
      }
    },
    [rows, setPage, cursors],
  );

  const next = () => hasNext && go(nextIndex, 'first', page + 1);
  return {
    current: open ? (here >= 0 ? (rows[here] ?? open.row) : open.row) : null,
    position: (page - 1) * pageSize + index + 1,
    total,
    totalIsEstimate: cursors?.totalIsEstimate ?? false,
    inList: open === null || here >= 0 || !settled,
    hasPrevious,
    hasNext,
    open: (row) =>
      setOpen({
        row,
        index: Math.max(
          0,
          rows.findIndex((r) => r.id === row.id),
        ),
      }),
    close: () => setOpen(null),
    next,
    moveOn: (id, wanted) => {
      if (open?.row.id !== id) return;
      // The next row the reviewer wants on this page (on a mixed list, the next awaiting a decision), else the
      // next page's; at the list's end the review is done.
      const ahead = wanted ? rows.findIndex((row, at) => at >= nextIndex && wanted(row)) : nextIndex;
      if (ahead >= 0 && ahead < rows.length) go(ahead, 'first', page + 1);
      else if (morePages) go(rows.length, 'first', page + 1, wanted);
      else setOpen(null);
    },
    previous: () => hasPrevious && go(index - 1, 'last', page - 1),
  };
}

/**
 * A list screen's table props (pageQueryProps) and Previous/Next through its rows (useListCursor), from its
 * page query and its paging (useListParams).
 */
export function usePageCursor<T extends { id: number }>(query: PageQueryState<T>, paging: Paged) {
  const table = pageQueryProps(query);
  const cursor = useListCursor({
    rows: table.data,
    total: table.total,
    cursors: table.pageInfo,
    page: paging.page,
    pageSize: paging.pageSize,
    setPage: paging.setPage,
    settled: !query.isFetching && !query.isPlaceholderData,
  });
  return { table, cursor };
}

/**
 * Where a review screen goes after a decision the server took: the next record awaiting a decision opens when
 * it was made in the dialog; made from a row's own button, the focus goes to the row that takes its place (issue 38).
 */
export function moveOnAfter<T extends { id: number; commissionStatus: string }>(cursor: ListCursor<T>) {
  return (kind: string, row: T) => {
    // An undone decision: the review goes back to the record, if the dialog is still open (the list shows it again).
    if (kind === 'undone') {
      if (cursor.current) cursor.open(row);
      return;
    }
    // Approve and Reject end a review; a reopen or a revoke stays on the record, which shows its new state.
    if (kind !== 'approve' && kind !== 'reject') return;
    // On a mixed list (Installed, an officer's) the next installation to open is the next still awaiting one.
    if (cursor.current?.id === row.id) cursor.moveOn(row.id, (next) => awaitsDecision(next.commissionStatus));
    else focusRowAfterLeaving(row.id);
  };
}
