import type { KeyboardEvent, ReactNode } from 'react';
import { flexRender, type Table } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { STICKY_END } from './column-meta';
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
}

function MessageRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={span} className="px-3 py-10 text-center text-sm text-muted-foreground">
        {children}
      </td>
    </tr>
  );
}

export function DataTableBody<T>({ table, status, texts, hasData, onRowClick, rowLabel }: BodyProps<T>) {
  const span = table.getVisibleLeafColumns().length;
  if (status.isError) {
    return (
      <MessageRow span={span}>
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
      <MessageRow span={span}>
        <span role="status">{texts.loading}</span>
      </MessageRow>
    );
  }
  const rows = table.getRowModel().rows;
  if (rows.length === 0) return <MessageRow span={span}>{texts.empty}</MessageRow>;

  return rows.map((row) => {
    const open = onRowClick ? () => onRowClick(row.original) : undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (open && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        open();
      }
    };
    return (
      <tr
        key={row.id}
        data-row-id={row.id}
        className={
          open
            ? 'cursor-pointer border-b hover:bg-accent/60 focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring'
            : 'border-b'
        }
        onClick={open}
        onKeyDown={open ? onKeyDown : undefined}
        tabIndex={open ? 0 : undefined}
        aria-label={open && rowLabel ? rowLabel(row.original) : undefined}
      >
        {row.getVisibleCells().map((cell) => (
          <td
            key={cell.id}
            className={cn(
              'px-3 py-2.5 align-middle whitespace-nowrap',
              cell.column.columnDef.meta?.stickyEnd && STICKY_END.cell,
            )}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    );
  });
}
