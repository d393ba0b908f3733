import { flexRender, type Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/utils';
import { STICKY_END } from './column-meta';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header; sortable ones are buttons and announce their order through aria-sort. On cards
 * (`plain`) the header row is only read aloud, and sorting is the Sort by select's.
 */
export function SortableHeader<T>({
  header,
  plain = false,
}: {
  header: Header<T, unknown>;
  plain?: boolean;
}) {
  const { column } = header;
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  const className = cn(
    'h-10 px-2.5 text-left align-middle text-xs font-semibold tracking-wide text-slate-700 uppercase',
    column.columnDef.meta?.numeric && 'text-right',
    column.columnDef.meta?.stickyEnd && STICKY_END.header,
  );
  if (!column.getCanSort() || plain) {
    const direction = column.getCanSort() ? column.getIsSorted() : false;
    return (
      <th scope="col" className={className} aria-sort={direction ? ARIA_SORT[direction] : undefined}>
        {content}
      </th>
    );
  }
  const direction = column.getIsSorted();
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  // The whole header cell is the button (issue 38: not only the words), so a click anywhere on it sorts.
  return (
    <th scope="col" className={cn(className, 'p-0')} aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
      <button
        type="button"
        onClick={column.getToggleSortingHandler()}
        className={cn(
          'flex h-10 w-full items-center gap-1 px-2.5 [text-align:inherit] uppercase hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset',
          column.columnDef.meta?.numeric && 'justify-end',
        )}
      >
        {content}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}
