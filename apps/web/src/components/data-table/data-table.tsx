import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type VisibilityState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useShortcutScope } from '@/components/layout/shortcut-scope';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useUserStoredValue } from '@/lib/user-storage';
import { cn } from '@/lib/utils';
import { defaultHidden, shownOrderIsDesc } from './column-meta';
import { DataTableBar } from './data-table-bar';
import { DataTableBody, type TableStatus, type TableTexts } from './data-table-body';
import { SortableHeader } from './data-table-header';
import { DataTablePagination } from './data-table-pagination';
import { useFirstRowKey } from './first-row-key';
import { useFitHeight } from './use-fit-height';
import type { PageInfo } from './page-query-props';
import type { ListParams } from './use-list-params';
import { usePaging } from './use-paging';

type Paging = Pick<
  ListParams,
  'page' | 'pageSize' | 'sort' | 'order' | 'setPage' | 'setPageSize' | 'setSort'
> &
  Partial<Pick<ListParams, 'filtered' | 'clearFilters' | 'cursor' | 'defaultSort'>>;

/** The paging footer's height, kept in view under the scroll box. */
const FOOTER_HEIGHT = 72;

/** The person has not chosen yet: the list's default set shows (meta.hiddenByDefault). */
const DEFAULT_COLUMNS = 'default';

/** The hidden columns' ids, as kept in localStorage; DEFAULT_COLUMNS until the person chooses. */
const parseHidden = (raw: string | null): string => {
  if (raw === null) return DEFAULT_COLUMNS;
  try {
    const ids: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? JSON.stringify(ids) : '[]';
  } catch {
    return '[]';
  }
};

export interface DataTableProps<T extends { id: number | string }> {
  // TanStack's own column type: each column's value type differs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** The current page's rows; undefined until the first page arrives. */
  data: T[] | undefined;
  total: number;
  /** The page's cursors and whether its total is an estimate (pageQueryProps); Next follows nextCursor. */
  pageInfo?: PageInfo;
  params: Paging;
  status: TableStatus;
  texts: TableTexts;
  /** A row's key; the row's id unless given. */
  getRowId?: (row: T) => string;
  /** The table's accessible name. */
  label: string;
  /** A stable name of the list, under which the user's column choice is kept (e.g. "meters-installed"). */
  listId: string;
  /** What the list counts, for the footer's "Showing 1–50 of 60 meters". */
  items: string;
  onRowClick?: (row: T) => void;
  /** The accessible name of a clickable row, e.g. "View meter SM123". */
  rowLabel?: (row: T) => string;
  /**
   * The body scrolls inside 70vh, or inside 600 px for lists with a fixed header (SPEC §2.5, §9), and
   * never further down than the window, so the horizontal scrollbar stays in reach.
   */
  maxHeight?: '70vh' | '600px';
  /** Wide lists keep their columns readable and scroll sideways instead (e.g. 1200 px, SPEC §9). */
  minWidth?: number;
}

const apply = <S,>(updater: Updater<S>, current: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;

/**
 * The one list table (STYLE §4): server paging and sorting, sticky header, loading/empty/error rows,
 * the user's choice of columns, arrow keys between rows, and cards on a phone.
 */
export function DataTable<T extends { id: number | string }>(props: DataTableProps<T>) {
  const { columns, data, total, params, texts, label, maxHeight = '70vh' } = props;
  const { getRowId = (row: T) => String(row.id) } = props;
  const paging = usePaging({
    params,
    rows: props.data?.length,
    total,
    info: props.pageInfo,
    settled: props.data !== undefined && !props.status.isPlaceholderData,
    fetching: props.status.isFetching ?? false,
  });
  // A stale cursor is no failure to show: the list is already on its way back to its first page.
  const status = paging.stale ? { ...props.status, isError: false, isLoading: true } : props.status;
  const pagination: PaginationState = { pageIndex: params.page - 1, pageSize: params.pageSize };
  const sorting: SortingState = params.sort
    ? [{ id: params.sort, desc: shownOrderIsDesc(columns, params.sort, params.order === 'desc') }]
    : [];
  const cards = useMediaQuery(PHONE_QUERY, false);
  const [activeRowId, setActiveRowId] = useState<string | undefined>(undefined);
  const box = useRef<HTMLDivElement>(null);
  const boxHeight = useFitHeight(box, maxHeight, FOOTER_HEIGHT, !cards);
  useFirstRowKey(box, Boolean(props.onRowClick));
  useShortcutScope('open', Boolean(props.onRowClick));

  const [hiddenKey, setHiddenKey] = useUserStoredValue(`columns.${props.listId}`, parseHidden);
  const columnVisibility = useMemo<VisibilityState>(
    () =>
      hiddenKey === DEFAULT_COLUMNS
        ? defaultHidden(columns)
        : Object.fromEntries((JSON.parse(hiddenKey) as string[]).map((id) => [id, false])),
    [hiddenKey, columns],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt from props each render
  const table = useReactTable({
    data: data ?? [],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    rowCount: total,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { pagination, sorting, columnVisibility },
    onColumnVisibilityChange: (updater) => {
      const next = apply(updater, columnVisibility);
      setHiddenKey(JSON.stringify(Object.keys(next).filter((id) => next[id] === false)));
    },
    onSortingChange: (updater) => {
      const [first] = apply(updater, sorting);
      if (first) params.setSort(first.id, shownOrderIsDesc(columns, first.id, first.desc) ? 'desc' : 'asc');
    },
  });

  // Which address the rows answer: set only once the list for the address bar has arrived (not a
  // placeholder, no fetch under way). The URL changes a moment before the new rows render, so anything
  // that must see the rows of the current URL (the e2e tests' settled()) waits for this, never for time.
  const location = useLocation();
  const answered = !status.isFetching && !status.isPlaceholderData && (data !== undefined || status.isError);
  const rowsFor = answered ? location.pathname + location.search : '';

  return (
    <div className="flex min-w-0 flex-col rounded-xl border bg-card shadow-sm">
      <DataTableBar table={table} cards={cards} params={params} />
      {/* Without clickable rows a list may hold nothing focusable: the scroll area itself takes focus
          so a keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <div
        ref={box}
        className={cn(
          !cards && 'overflow-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          !cards && (maxHeight === '600px' ? 'max-h-[600px]' : 'max-h-[70vh]'),
        )}
        // Until the first page arrives the box already takes the room its rows will fill, so the footer
        // does not jump down when they come (issue 12: CLS on a list screen).
        style={
          boxHeight ? { maxHeight: boxHeight, height: status.isLoading ? boxHeight : undefined } : undefined
        }
        data-scroll-box=""
        {...(props.onRowClick || cards ? {} : { tabIndex: 0, role: 'region', 'aria-label': label })}
      >
        <table
          className={cn('w-full caption-bottom text-sm', cards && 'block')}
          style={props.minWidth && !cards ? { minWidth: props.minWidth } : undefined}
          aria-label={label}
          aria-busy={status.isFetching}
          data-rows-for={rowsFor}
          data-layout={cards ? 'cards' : 'table'}
        >
          <thead
            className={cn(
              cards ? 'sr-only' : 'sticky top-0 z-10 bg-muted shadow-[0_1px_0_var(--color-border)]',
            )}
          >
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <SortableHeader key={header.id} header={header} plain={cards} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody
            className={cn(cards && 'flex flex-col gap-3 p-3', status.isFetching && data && 'opacity-60')}
          >
            <DataTableBody
              table={table}
              status={status}
              texts={texts}
              hasData={data !== undefined}
              onRowClick={props.onRowClick}
              rowLabel={props.rowLabel}
              onClearFilters={params.filtered ? params.clearFilters : undefined}
              cards={cards}
              activeRowId={activeRowId}
              onRowFocus={setActiveRowId}
            />
          </tbody>
        </table>
      </div>
      <DataTablePagination {...paging.footer} items={props.items} loading={data === undefined} />
    </div>
  );
}
