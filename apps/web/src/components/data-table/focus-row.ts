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
