import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { REVIEW_NAV_TEXTS as T } from '@smms/shared';
import { Button } from '@/components/ui/button';
import type { ListCursor } from './use-list-cursor';

// aria-disabled, not disabled: a button disabled under the focus (Previous on reaching the first row)
// would drop the focus to the page.
const AT_END = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * A review dialog's box: a column of one height on every tab (90vh; the whole screen on a phone), so the
 * decision bar, pushed to its foot, stays in one place whatever the tab holds (issue 38 walk).
 */
export const REVIEW_DIALOG = 'flex max-w-5xl flex-col sm:h-[90vh]';

// Fixed to the foot of the dialog's scrolling box (DialogContent: p-6, p-4 on a phone), edge to edge; on a
// short tab, pushed there (mt-auto in REVIEW_DIALOG's column).
const BAR =
  'sticky -bottom-6 z-10 mt-auto -mx-6 -mb-6 flex flex-col gap-3 rounded-b-xl border-t bg-card px-6 py-3 max-sm:-bottom-4 max-sm:-mx-4 max-sm:-mb-4 max-sm:rounded-none max-sm:px-4';

type Nav = Pick<
  ListCursor<unknown>,
  'previous' | 'next' | 'hasPrevious' | 'hasNext' | 'position' | 'total' | 'totalIsEstimate' | 'inList'
>;

interface DecisionBarProps {
  /** Previous/Next through the list the dialog was opened from. */
  cursor?: Nav;
  keysHint: string;
  /** The buttons' accessible names, naming what the list holds; the meters' unless given. */
  labels?: { previous: string; next: string };
  /** Fields the decision needs, above the buttons (the BI admin's recommendation). */
  form?: ReactNode;
  /** The decision's buttons: Approve and Reject, Update, Reopen, Edit… */
  children?: ReactNode;
}

/**
 * The review dialog's foot, on every tab and at every width: Previous · the decision · Next, with the
 * position in the list ("3 of 120"), so whoever decides never scrolls to find the buttons (issue 38).
 */
export function DecisionBar({
  cursor,
  keysHint,
  labels = { previous: T.previousLabel, next: T.nextLabel },
  form,
  children,
}: DecisionBarProps) {
  if (!cursor && !children && !form) return null;
  return (
    <div role="group" aria-label={T.bar} className={BAR}>
      {form}
      <div className="flex flex-wrap items-center gap-2">
        {cursor && (
          <>
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
              {cursor.inList
                ? T.position(cursor.position, cursor.total, cursor.totalIsEstimate)
                : T.leftList(cursor.total, cursor.totalIsEstimate)}
            </span>
          </>
        )}
        {children && (
          <div className="flex flex-wrap items-center gap-2 max-sm:order-first max-sm:w-full max-sm:*:flex-1 sm:ml-auto">
            {children}
          </div>
        )}
        {cursor && (
          <Button
            variant="outline"
            size="sm"
            onClick={cursor.next}
            aria-disabled={!cursor.hasNext}
            className={`${AT_END} ${children ? 'max-sm:ml-auto' : 'ml-auto sm:ml-0'}`}
            aria-label={labels.next}
            aria-keyshortcuts="J"
          >
            {T.next}
            <ChevronRight aria-hidden="true" />
          </Button>
        )}
      </div>
      {cursor && <p className="hidden text-xs text-muted-foreground sm:block">{keysHint}</p>}
    </div>
  );
}
