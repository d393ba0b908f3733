import type { KeyboardEvent, ReactNode } from 'react';
import { flexRender, type Cell, type Table } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { STICKY_END, columnLabel, isActionsColumn, isSelectColumn, type CardPlace } from './column-meta';
import { moveRowFocus } from './row-keys';
import { TABLE_TEXTS } from './texts';

export interface TableStatus {
  /** No page has arrived yet. */
  isLoading: boolean;
  isError: boolean;
  /** A new page is on its way while the previous one still shows. */
  isFetching?: boolean;
  /** The rows shown are the previous query's, kept while the new one loads. */
  isPlaceholderData?: boolean;
  /** Fetches the list again (DESIGN §6: Retry refetches, it does not reload the page). */
  onRetry: () => void;
}

export interface TableTexts {
  loading: string;
  empty: string;
  error: string;
}

interface BodyProps<T> {
  table: Table<T>;
  status: TableStatus;
  texts: TableTexts;
  hasData: boolean;
  onRowClick?: (row: T) => void;
  rowLabel?: (row: T) => string;
  /** Shown beside the empty text while a search or filter narrows the list. */
  onClearFilters?: () => void;
  /** Rows as cards of "Column: value" pairs (phones). */
  cards: boolean;
  /** The row that takes the Tab stop (roving focus); the first row when it is not on the page. */
  activeRowId: string | undefined;
  onRowFocus: (id: string) => void;
}

function MessageRow({ span, cards, children }: { span: number; cards: boolean; children: ReactNode }) {
  return (
    <tr className={cn(cards && 'block')}>
      <td
        colSpan={span}
        className={cn('px-3 py-10 text-center text-sm text-muted-foreground', cards && 'block')}
      >
        {children}
      </td>
    </tr>
  );
}

const ROW_CLASS = {
  table: 'border-b',
  card: 'flex flex-col gap-1 rounded-lg border bg-card p-3 shadow-xs',
  /** A card of placed columns: the title and state on one line, the key figures beneath, the controls last. */
  placedCard: 'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-card p-3 shadow-xs',
  clickable:
    'cursor-pointer hover:bg-accent/60 focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
};

/** Cards show each a list's placed columns only (meta.card), once it places any; else every column. */
export type CardLayout = false | 'all' | 'placed';

const PLACED_CELL: Record<CardPlace, string> = {
  title: 'order-2 min-w-0 flex-1 truncate font-medium',
  state: 'order-3 shrink-0',
  figure: 'order-4 flex min-w-0 basis-full items-baseline justify-between gap-3 text-right break-words',
};

function cellClass<T>(cell: Cell<T, unknown>, cards: CardLayout): string {
  const { column } = cell;
  const meta = column.columnDef.meta;
  if (cards === 'placed') {
    if (isSelectColumn(column)) return 'order-1 flex shrink-0';
    if (isActionsColumn(column)) return 'order-5 mt-1 flex basis-full justify-end border-t pt-2';
    return meta?.card ? PLACED_CELL[meta.card] : 'hidden';
  }
  if (cards) {
    if (isSelectColumn(column)) return 'order-first flex';
    if (isActionsColumn(column)) return 'order-last mt-1 flex justify-end border-t pt-2';
    return 'flex min-w-0 items-baseline justify-between gap-3 py-0.5 text-right break-words';
  }
  return cn(
    'px-2.5 py-2 align-middle whitespace-nowrap',
    meta?.numeric && 'text-right tabular-nums',
    meta?.stickyEnd && STICKY_END.cell,
  );
}

function CellContent<T>({ cell, cards }: { cell: Cell<T, unknown>; cards: CardLayout }) {
  const { column } = cell;
  const meta = column.columnDef.meta;
  if (cards === 'placed' && !meta?.card && !isSelectColumn(column) && !isActionsColumn(column)) return null;
  const content = flexRender(column.columnDef.cell, cell.getContext());
  const labelled = cards === 'all' || (cards === 'placed' && meta?.card === 'figure');
  if (labelled && !isSelectColumn(column) && !isActionsColumn(column)) {
    return (
      <>
        {/* The header (sr-only in card mode) names the cell for a screen reader; this is for the eye. */}
        <span aria-hidden="true" className="shrink-0 text-left text-xs font-medium text-muted-foreground">
          {columnLabel(column)}
        </span>
        <span className="min-w-0">{content}</span>
      </>
    );
  }
  if (!cards && column.columnDef.meta?.truncate) {
    const value = cell.getValue();
    return (
      <div className="max-w-[16rem] truncate" title={value == null ? undefined : String(value)}>
        {content}
      </div>
    );
  }
  return content;
}

export function DataTableBody<T>(props: BodyProps<T>) {
  const { table, status, texts, hasData, onRowClick, rowLabel, cards } = props;
  const span = table.getVisibleLeafColumns().length;
  if (status.isError) {
    return (
      <MessageRow span={span} cards={cards}>
        <div className="flex flex-col items-center gap-3">
          <p role="alert" className="font-medium text-destructive">
            {texts.error}
          </p>
          <Button variant="outline" size="sm" onClick={status.onRetry}>
            {TABLE_TEXTS.retry}
          </Button>
        </div>
      </MessageRow>
    );
  }
  if (status.isLoading || !hasData) {
    return (
      <MessageRow span={span} cards={cards}>
        <span role="status">{texts.loading}</span>
      </MessageRow>
    );
  }
  const rows = table.getRowModel().rows;
  if (rows.length === 0) {
    return (
      <MessageRow span={span} cards={cards}>
        <div className="flex flex-col items-center gap-3">
          <p>{texts.empty}</p>
          {props.onClearFilters && (
            <Button variant="outline" size="sm" onClick={props.onClearFilters}>
              {TABLE_TEXTS.clearFilters}
            </Button>
          )}
        </div>
      </MessageRow>
    );
  }

  const tabStop = rows.some((row) => row.id === props.activeRowId) ? props.activeRowId : rows[0]?.id;
  const layout: CardLayout = !cards
    ? false
    : table.getVisibleLeafColumns().some((c) => c.columnDef.meta?.card)
      ? 'placed'
      : 'all';
  return rows.map((row) => {
    const open = onRowClick ? () => onRowClick(row.original) : undefined;
    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open?.();
        return;
      }
      moveRowFocus(event);
    };
    return (
      <tr
        key={row.id}
        data-row-id={row.id}
        className={cn(
          layout === 'placed' ? ROW_CLASS.placedCard : layout ? ROW_CLASS.card : ROW_CLASS.table,
          open && ROW_CLASS.clickable,
        )}
        onClick={open}
        onKeyDown={open ? onKeyDown : undefined}
        onFocus={
          open ? (event) => event.target === event.currentTarget && props.onRowFocus(row.id) : undefined
        }
        tabIndex={open ? (row.id === tabStop ? 0 : -1) : undefined}
        aria-label={open && rowLabel ? rowLabel(row.original) : undefined}
      >
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} className={cellClass(cell, layout)}>
            <CellContent cell={cell} cards={layout} />
          </td>
        ))}
      </tr>
    );
  });
}
