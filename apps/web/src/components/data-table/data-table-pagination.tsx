import { useLayoutEffect, useRef, type FocusEvent } from 'react';
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
  const { canPrevious, canNext } = props;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  /** The paging button last pressed, until focus moves to another element. */
  const pressed = useRef<'previous' | 'next' | null>(null);
  // When the button that has focus turns disabled (the first or the last page), focus goes to the other one, not
  // to the page's body, so the next Enter or Tab still pages the list. Before the browser paints, and so before
  // it drops the focus of a disabled button.
  useLayoutEffect(() => {
    const active = document.activeElement;
    const lost = (button: HTMLButtonElement | null) =>
      button !== null &&
      button.disabled &&
      (active === button || active === document.body || active === null);
    if (!canNext && pressed.current === 'next' && lost(nextRef.current)) previousRef.current?.focus();
    if (!canPrevious && pressed.current === 'previous' && lost(previousRef.current)) nextRef.current?.focus();
  }, [canPrevious, canNext]);
  const blurred = (event: FocusEvent<HTMLButtonElement>) => {
    // Focus taken to another element (not dropped by the button's turning disabled): forget the press.
    if (event.relatedTarget) pressed.current = null;
  };
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
        <Button
          ref={previousRef}
          variant="outline"
          size="sm"
          onClick={() => {
            pressed.current = 'previous';
            props.onPrevious();
          }}
          onBlur={blurred}
          disabled={!canPrevious}
        >
          <ChevronLeft aria-hidden="true" />
          {TABLE_TEXTS.previous}
        </Button>
        <Button
          ref={nextRef}
          variant="outline"
          size="sm"
          onClick={() => {
            pressed.current = 'next';
            props.onNext();
          }}
          onBlur={blurred}
          disabled={!canNext}
        >
          {TABLE_TEXTS.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
