/**
 * A dialog's onCloseAutoFocus for a dialog opened from a DataTable row: the focus goes back to the row of
 * the record last shown (which Previous/Next may have changed), not to the one first clicked or the page.
 */
export function focusRowOnClose(id: number | string) {
  return (event: Event) => {
    const row = document.querySelector<HTMLElement>(`tr[data-row-id="${id}"]`);
    if (!row) return;
    event.preventDefault();
    row.focus();
  };
}

/** The list's first openable row, or its scroll box, takes the focus (a dialog about the list just closed). */
export function focusList(event?: Event) {
  const target =
    document.querySelector<HTMLElement>('main [data-row-id][tabindex]') ??
    document.querySelector<HTMLElement>('main [data-scroll-box][tabindex]') ??
    document.getElementById('main');
  if (!target) return;
  event?.preventDefault();
  target.focus();
}

/** How long a decided row may take to leave its list before the focus stops waiting for it. */
const LEAVING_WAIT_MS = 30_000;

/**
 * A row decided from its own button leaves the list once the list reloads, and the focus with it. When it has
 * gone, the focus goes to the row that took its place (the one before it at the list's end) — unless the
 * person has moved the focus somewhere else meanwhile (issue 38: never to the page).
 */
export function focusRowAfterLeaving(id: number | string) {
  const row = document.querySelector<HTMLElement>(`tr[data-row-id="${id}"]`);
  const box = row?.closest('[data-scroll-box]');
  if (!row || !box) return;
  const neighbours = [row.nextElementSibling, row.previousElementSibling]
    .map((element) => element?.getAttribute('data-row-id'))
    .filter((value): value is string => Boolean(value));
  const observer = new MutationObserver(() => {
    if (box.querySelector(`tr[data-row-id="${id}"]`)) return;
    observer.disconnect();
    // The page's main content holds the focus only as a dialog's fallback (components/ui/dialog): not a choice.
    const active = document.activeElement;
    if (active && active !== document.body && active.id !== 'main' && active.isConnected) return;
    const target =
      neighbours
        .map((other) => box.querySelector<HTMLElement>(`tr[data-row-id="${other}"][tabindex]`))
        .find(Boolean) ?? null;
    if (target) target.focus();
    else focusList();
  });
  observer.observe(box, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), LEAVING_WAIT_MS);
}
