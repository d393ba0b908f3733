import type { KeyboardEvent } from 'react';

const TARGETS: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

/** ↑/↓ move the focus to the next or previous row of the list, Home/End to the first or last. */
export function moveRowFocus(event: KeyboardEvent<HTMLElement>): void {
  const move = TARGETS[event.key];
  const body = event.currentTarget.parentElement;
  if (!move || !body || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const rows = [...body.querySelectorAll<HTMLElement>(':scope > [data-row-id][tabindex]')];
  const index = rows.indexOf(event.currentTarget);
  const target = rows[move(index, rows.length - 1)];
  event.preventDefault();
  if (target && target !== event.currentTarget) {
    target.focus();
    target.scrollIntoView?.({ block: 'nearest' });
  }
}
