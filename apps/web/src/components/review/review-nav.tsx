import { useEffect, useRef, type RefObject } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { REVIEW_NAV_TEXTS as T } from '@smms/shared';
import { Button } from '@/components/ui/button';
import type { ListCursor } from './use-list-cursor';

// aria-disabled, not disabled: a button disabled under the focus (Previous on reaching the first row)
// would drop the focus to the page.
const AT_END = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/** Previous / "3 of 120" / Next through the list the dialog was opened from. */
type Nav = Pick<
  ListCursor<unknown>,
  'previous' | 'next' | 'hasPrevious' | 'hasNext' | 'position' | 'total' | 'totalIsEstimate'
>;

interface ReviewNavProps {
  cursor: Nav;
  keysHint: string;
  /** The buttons' accessible names, naming what the list holds; the meters' unless given. */
  labels?: { previous: string; next: string };
}

export function ReviewNav({
  cursor,
  keysHint,
  labels = { previous: T.previousLabel, next: T.nextLabel },
}: ReviewNavProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={cursor.previous}
        aria-disabled={!cursor.hasPrevious}
        className={AT_END}
        aria-label={labels.previous}
        aria-keyshortcuts="K"
      >
        <ChevronLeft aria-hidden="true" />
        {T.previous}
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {T.position(cursor.position, cursor.total, cursor.totalIsEstimate)}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={cursor.next}
        aria-disabled={!cursor.hasNext}
        className={AT_END}
        aria-label={labels.next}
        aria-keyshortcuts="J"
      >
        {T.next}
        <ChevronRight aria-hidden="true" />
      </Button>
      <span className="hidden text-xs text-muted-foreground sm:inline">{keysHint}</span>
    </div>
  );
}

export interface ReviewKeys {
  next: () => void;
  previous: () => void;
  approve?: () => void;
  reject?: () => void;
}

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * A review dialog's keys: J next, K previous, A approve, R reject — never while typing in a field, never
 * with a modifier (Ctrl+R still reloads), and never while another dialog (a confirmation) is on top.
 * Listened for on the document, so they keep working when the focused button has just gone (a decided
 * record's Approve) and the focus fell back to the page. `keys` null turns them off (while editing).
 */
export function useReviewKeys(dialog: RefObject<HTMLElement | null>, keys: ReviewKeys | null) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const current = latest.current;
      const target = event.target as HTMLElement;
      const ours = target === document.body || Boolean(dialog.current?.contains(target));
      if (!current || !ours || event.defaultPrevented) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (TYPING.has(target.tagName) || target.isContentEditable) return;
      const keyed = { j: current.next, k: current.previous, a: current.approve, r: current.reject };
      const action = keyed[event.key.toLowerCase() as keyof typeof keyed];
      if (!action) return;
      event.preventDefault();
      action();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialog]);
}
