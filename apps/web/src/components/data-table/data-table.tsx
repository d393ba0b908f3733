import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { cn } from '@/lib/utils';
import { DataTableBody, type TableStatus, type TableTexts } from './data-table-body';
import { SortableHeader } from './data-table-header';
import { DataTablePagination } from './data-table-pagination';
import type { ListParams } from './use-list-params';

type Paging = Pick<
  ListParams,
  'page' | 'pageSize' | 'sort' | 'order' | 'setPage' | 'setPageSize' | 'setSort'
>;

export interface DataTableProps<T extends { id: number | string }> {
  // TanStack's own column type: each column's value type differs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** The current page's rows; undefined until the first page arrives. */
  data: T[] | undefined;
  total: number;
  params: Paging;
  status: TableStatus;
  texts: TableTexts;
  /** A row's key; the row's id unless given. */
  getRowId?: (row: T) => string;
  /** The table's accessible name. */
  label: string;
  onRowClick?: (row: T) => void;
  /** The accessible name of a clickable row, e.g. "View meter SM123". */
  rowLabel?: (row: T) => string;
  /** The body scrolls inside 70vh, or inside 600 px for lists with a fixed header (SPEC §2.5, §9). */
  maxHeight?: '70vh' | '600px';
  /** Replaces the footer's "Showing X–Y of Z", e.g. "Showing 12 of 40 field officers". */
  summary?: (shown: number, total: number) => string;
  /** Wide lists keep their columns readable and scroll sideways instead (e.g. 1200 px, SPEC §9). */
  minWidth?: number;
}

const apply = <S,>(updater: Updater<S>, current: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;

/** The one list table (STYLE §4): server paging and sorting, sticky header, loading/empty/error rows. */
export function DataTable<T extends { id: number | string }>(props: DataTableProps<T>) {
  const { columns, data, total, params, status, texts, label, maxHeight = '70vh' } = props;
  const { getRowId = (row: T) => String(row.id) } = props;
  const pagination: PaginationState = { pageIndex: params.page - 1, pageSize: params.pageSize };
  const sorting: SortingState = params.sort ? [{ id: params.sort, desc: params.order === 'desc' }] : [];

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
    state: { pagination, sorting },
    onPaginationChange: (updater) => {
      const next = apply(updater, pagination);
      if (next.pageSize !== pagination.pageSize) params.setPageSize(next.pageSize);
      else params.setPage(next.pageIndex + 1);
    },
    onSortingChange: (updater) => {
      const [first] = apply(updater, sorting);
      if (first) params.setSort(first.id, first.desc ? 'desc' : 'asc');
    },
  });

  // A bookmarked page past the end (the list has since shrunk) moves to the last page.
  const lastPage = Math.max(1, Math.ceil(total / params.pageSize));
  const { setPage } = params;
  const pastEnd = data !== undefined && !status.isFetching && params.page > lastPage;
  useEffect(() => {
    if (pastEnd) setPage(lastPage, { replace: true });
  }, [pastEnd, lastPage, setPage]);

  // Which address the rows answer: set only once the list for the address bar has arrived (not a
  // placeholder, no fetch under way). The URL changes a moment before the new rows render, so anything
  // that must see the rows of the current URL (the e2e tests' settled()) waits for this, never for time.
  const location = useLocation();
  const answered = !status.isFetching && !status.isPlaceholderData && (data !== undefined || status.isError);
  const rowsFor = answered ? location.pathname + location.search : '';

  return (
    <div className="flex flex-col rounded-xl border bg-card shadow-sm">
      {/* Without clickable rows a list may hold nothing focusable: the scroll area itself takes focus
          so a keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <div
        className={cn(
          'overflow-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          maxHeight === '600px' ? 'max-h-[600px]' : 'max-h-[70vh]',
        )}
        {...(props.onRowClick ? {} : { tabIndex: 0, role: 'region', 'aria-label': label })}
      >
        <table
          className="w-full caption-bottom text-sm"
          style={props.minWidth ? { minWidth: props.minWidth } : undefined}
          aria-label={label}
          aria-busy={status.isFetching}
          data-rows-for={rowsFor}
        >
          <thead className="sticky top-0 z-10 bg-muted shadow-[0_1px_0_var(--color-border)]">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <SortableHeader key={header.id} header={header} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody className={cn(status.isFetching && data && 'opacity-60')}>
            <DataTableBody
              table={table}
              status={status}
              texts={texts}
              hasData={data !== undefined}
              onRowClick={props.onRowClick}
              rowLabel={props.rowLabel}
            />
          </tbody>
        </table>
      </div>
      <DataTablePagination
        table={table}
        total={total}
        page={params.page}
        pageSize={params.pageSize}
        summary={props.summary?.(data?.length ?? 0, total)}
      />
    </div>
  );
}
