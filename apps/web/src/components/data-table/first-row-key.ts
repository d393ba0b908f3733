import { useEffect, type RefObject } from 'react';
import { isShortcut, overlayOpen } from '@/lib/page-keys';

const FIRST_ROW_KEYS = new Set(['j', 'J', 'ArrowDown']);

/** Where the focus rests when no control has it: the page, its main region, or the heading a navigation focused. */
const atRest = (target: EventTarget | null) =>
  target === document.body || (target instanceof HTMLElement && target.matches('h1, main'));

/**
 * J or ↓ from the page (nothing focused, or the heading) goes to the list's first row, so reviewing starts
 * without Tabbing through the filters (issue 38). Only the page's first list with rows that open answers.
 */
export function useFirstRowKey(box: RefObject<HTMLElement | null>, on: boolean) {
  useEffect(() => {
    if (!on) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!FIRST_ROW_KEYS.has(event.key) || !isShortcut(event) || !atRest(event.target)) return;
      if (overlayOpen(true)) return;
      const first = document.querySelector<HTMLElement>('[data-row-id][tabindex]');
      if (!first || !box.current?.contains(first)) return;
      event.preventDefault();
      first.focus();
      first.scrollIntoView?.({ block: 'nearest' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [box, on]);
}
