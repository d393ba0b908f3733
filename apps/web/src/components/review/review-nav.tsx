import type { KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { REVIEW_NAV_TEXTS as T } from '@smms/shared';
import { Button } from '@/components/ui/button';
import type { ListCursor } from './use-list-cursor';

/** Previous / "3 of 120" / Next through the list the dialog was opened from. */
type Nav = Pick<ListCursor<unknown>, 'previous' | 'next' | 'hasPrevious' | 'hasNext' | 'position' | 'total'>;

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
        disabled={!cursor.hasPrevious}
        aria-label={labels.previous}
        aria-keyshortcuts="K"
      >
        <ChevronLeft aria-hidden="true" />
        {T.previous}
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {T.position(cursor.position, cursor.total)}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={cursor.next}
        disabled={!cursor.hasNext}
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
 * The dialog's keys: J next, K previous, A approve, R reject — never while typing in a field, and
 * never with a modifier (Ctrl+R still reloads).
 */
export function reviewKeyHandler(keys: ReviewKeys) {
  return (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (TYPING.has(target.tagName) || target.isContentEditable) return;
    const action = { j: keys.next, k: keys.previous, a: keys.approve, r: keys.reject }[
      event.key.toLowerCase()
    ];
    if (!action) return;
    event.preventDefault();
    action();
  };
}
