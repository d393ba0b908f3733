import { useCallback, useMemo, useState, type MouseEvent, type KeyboardEvent } from 'react';
import type { ColumnDef } from '@tanstack/react-table';

export interface RowSelection<T extends { id: number }> {
  /** The chosen rows, as they were when chosen, in the order chosen; kept across pages. */
  rows: T[];
  has: (row: T) => boolean;
  toggle: (row: T) => void;
  /** Selects (or clears) every row given, e.g. the page on screen. */
  setAll: (rows: readonly T[], on: boolean) => void;
  clear: () => void;
  /** Forgets the rows given (e.g. the ones just decided). */
  drop: (ids: readonly number[]) => void;
}

/** Rows chosen for a bulk action, by id, across the pages of a list. */
export function useRowSelection<T extends { id: number }>(): RowSelection<T> {
  const [chosen, setChosen] = useState<Map<number, T>>(() => new Map());
  const edit = useCallback((change: (next: Map<number, T>) => void) => {
    setChosen((current) => {
      const next = new Map(current);
      change(next);
      return next;
    });
  }, []);
  return useMemo(
    () => ({
      rows: [...chosen.values()],
      has: (row: T) => chosen.has(row.id),
      toggle: (row: T) => edit((next) => (next.has(row.id) ? next.delete(row.id) : next.set(row.id, row))),
      setAll: (rows: readonly T[], on: boolean) =>
        edit((next) => rows.forEach((row) => (on ? next.set(row.id, row) : next.delete(row.id)))),
      clear: () => setChosen(new Map()),
      drop: (ids: readonly number[]) => edit((next) => ids.forEach((id) => next.delete(id))),
    }),
    [chosen, edit],
  );
}

// A checkbox inside a clickable row must not open the row.
const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();
const BOX = 'size-4 cursor-pointer accent-primary';

/** The checkbox column: one per row, and one in the header for the page on screen. */
export function selectionColumn<T extends { id: number }>(
  selection: RowSelection<T>,
  labels: { row: (row: T) => string; page: string },
): ColumnDef<T, unknown> {
  return {
    id: 'select',
    enableSorting: false,
    header: ({ table }) => {
      const rows = table.getRowModel().rows.map((row) => row.original);
      const chosen = rows.filter(selection.has).length;
      return (
        <input
          type="checkbox"
          className={BOX}
          aria-label={labels.page}
          checked={rows.length > 0 && chosen === rows.length}
          ref={(box) => {
            if (box) box.indeterminate = chosen > 0 && chosen < rows.length;
          }}
          disabled={rows.length === 0}
          onChange={(event) => selection.setAll(rows, event.target.checked)}
        />
      );
    },
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={BOX}
        aria-label={labels.row(row.original)}
        checked={selection.has(row.original)}
        onChange={() => selection.toggle(row.original)}
        onClick={stop}
        onKeyDown={stop}
      />
    ),
  };
}
