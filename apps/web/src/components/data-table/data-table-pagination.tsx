import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { TABLE_TEXTS } from './texts';
import { PAGE_SIZE_OPTIONS } from './use-list-params';

export interface PaginationProps {
  /** Rows shown: from and to, 1-based in the whole list. */
  from: number;
  to: number;
  total: number;
  /** The total is the server's estimate: the footer says "about". */
  estimate: boolean;
  page: number;
  pageSize: number;
  /** What the list counts: "Showing 1–50 of 60 meters". */
  items: string;
  /** No page has arrived yet: the footer counts nothing rather than "0 of 0" under the loading text. */
  loading?: boolean;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSize: (pageSize: number) => void;
}

/** "Showing X–Y of Z <items>", the page size, "Page N of M" and Previous/Next. */
export function DataTablePagination(props: PaginationProps) {
  const { from, to, total, estimate, page, pageSize, items, loading } = props;
  const pages = Math.ceil(total / pageSize);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t px-4 py-3 text-sm">
      <p aria-live="polite" className="text-muted-foreground">
        {loading ? null : TABLE_TEXTS.showing(from, to, total, items, estimate)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-muted-foreground">
          {TABLE_TEXTS.rowsPerPage}
          <NativeSelect
            className="w-20"
            value={pageSize}
            onChange={(event) => props.onPageSize(Number(event.target.value))}
          >
            {PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </label>
        {loading ? null : (
          <span className="text-muted-foreground">{TABLE_TEXTS.pageOf(page, pages, estimate)}</span>
        )}
        <Button variant="outline" size="sm" onClick={props.onPrevious} disabled={!props.canPrevious}>
          <ChevronLeft aria-hidden="true" />
          {TABLE_TEXTS.previous}
        </Button>
        <Button variant="outline" size="sm" onClick={props.onNext} disabled={!props.canNext}>
          {TABLE_TEXTS.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
