import type { Table } from '@tanstack/react-table';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { TABLE_TEXTS } from './texts';
import { PAGE_SIZE_OPTIONS } from './use-list-params';

interface PaginationProps<T> {
  table: Table<T>;
  total: number;
  page: number;
  pageSize: number;
  /** What the list counts: "Showing 1–50 of 60 meters". */
  items: string;
}

/** "Showing X–Y of Z <items>", the page size and Previous/Next. */
export function DataTablePagination<T>({ table, total, page, pageSize, items }: PaginationProps<T>) {
  const from = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t px-4 py-3 text-sm">
      <p aria-live="polite" className="text-muted-foreground">
        {TABLE_TEXTS.showing(from, to, total, items)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-muted-foreground">
          {TABLE_TEXTS.rowsPerPage}
          <NativeSelect
            className="w-20"
            value={pageSize}
            onChange={(event) => table.setPageSize(Number(event.target.value))}
          >
            {PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </label>
        <span className="text-muted-foreground">{TABLE_TEXTS.pageOf(page, table.getPageCount())}</span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
        >
          <ChevronLeft aria-hidden="true" />
          {TABLE_TEXTS.previous}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
        >
          {TABLE_TEXTS.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
