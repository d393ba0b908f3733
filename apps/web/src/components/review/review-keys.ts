import { useEffect, useRef, type RefObject } from 'react';
import { isShortcut } from '@/lib/page-keys';

export interface ReviewKeys {
  next: () => void;
  previous: () => void;
  /** The super admin's Approve, or the BI admin's recommendation to approve. */
  approve?: () => void;
  /** The super admin's Reject, or the BI admin's recommendation to reject. */
  reject?: () => void;
  /** The super admin's last Approve or Reject taken back, while its toast offers it. */
  undo?: () => void;
}

/**
 * A review dialog's keys: J next, K previous, A approve, R reject, U undo the last decision — never while typing in a field, never
 * with a modifier, and never while another dialog (a confirmation) is on top. Listened for on the document,
 * so they keep working when the focused button has just gone (a decided record's Approve) and the focus fell
 * back to the page. `keys` null turns them off (while editing).
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
      if (!current || !ours || !isShortcut(event)) return;
      const keyed = {
        j: current.next,
        k: current.previous,
        a: current.approve,
        r: current.reject,
        u: current.undo,
      };
      const action = keyed[event.key.toLowerCase() as keyof typeof keyed];
      if (!action) return;
      event.preventDefault();
      action();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialog]);
}
