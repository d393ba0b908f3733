import type { Column, ColumnDef, RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generic parameters must match TanStack's
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Keeps the column in view at the table's right edge while the rest scrolls sideways (row actions). */
    stickyEnd?: boolean;
    /** Numbers sit at the right of their cells, so digits line up. */
    numeric?: boolean;
    /** Long text is cut to one line, the whole of it in the cell's title. */
    truncate?: boolean;
    /** The column's name where its header is not plain text (the Columns menu, a card's labels). */
    label?: string;
    /**
     * Off until the person turns it on in the Columns menu: a column the list can spare so its default set fits
     * 1280–1440 px (it repeats another, or is seldom read while working the list).
     */
    hiddenByDefault?: boolean;
    /**
     * Its place on a phone's card (below 640 px): `title` leads it (the installation's number, the person's
     * name), `state` stands beside the title, `figure` is one of the two or three key figures beneath. Once any
     * column of a list has a place, the card shows only those (and the row's controls); the table keeps all.
     */
    card?: CardPlace;
    /**
     * The column shows how long ago its sort key's time was (Waiting: "3 d" since `stepSince`), so its ascending
     * is the key's descending: the shortest wait first. The address keeps the API's order of the key.
     */
    durationOfSortKey?: boolean;
  }
}

export type CardPlace = 'title' | 'state' | 'figure';

/**
 * The classes of a column kept at the right edge: opaque, so it covers what scrolls beneath it, with a
 * line and a soft shade on its left that say the row goes on beneath it. Drawn by pseudo-elements: a
 * cell's box-shadow is not painted in a collapsed-border table.
 */
const STICKY = [
  'sticky right-0 z-[1]',
  "before:pointer-events-none before:absolute before:inset-y-0 before:-left-2 before:w-2 before:bg-linear-to-l before:from-slate-900/15 before:to-transparent before:content-['']",
  "after:pointer-events-none after:absolute after:inset-y-0 after:left-0 after:w-px after:bg-border after:content-['']",
].join(' ');
export const STICKY_END = { cell: `${STICKY} bg-card`, header: `${STICKY} bg-muted` };

/** Columns that are part of the row's controls: never hidden, shown apart on a card. */
export const isSelectColumn = <T>(column: Column<T, unknown>) => column.id === 'select';
export const isActionsColumn = <T>(column: Column<T, unknown>) =>
  column.id === 'actions' || Boolean(column.columnDef.meta?.stickyEnd);

/** The columns hidden until the person chooses them (meta.hiddenByDefault), as TanStack's visibility state. */
export function defaultHidden<T>(columns: readonly ColumnDef<T, unknown>[]): Record<string, false> {
  const idOf = (c: ColumnDef<T, unknown>) =>
    c.id ?? ('accessorKey' in c ? String(c.accessorKey).replaceAll('.', '_') : undefined);
  return Object.fromEntries(
    columns.flatMap((c) => {
      const id = idOf(c);
      return c.meta?.hiddenByDefault && id ? [[id, false] as const] : [];
    }),
  );
}

/**
 * The list's order as the columns show it, from the API's order of the sort key (and back: the same flip), which
 * differ only for a column that shows a duration since its key (meta.durationOfSortKey).
 */
export function shownOrderIsDesc<T>(columns: readonly ColumnDef<T, unknown>[], sort: string, desc: boolean) {
  const column = columns.find((c) => c.id === sort);
  return column?.meta?.durationOfSortKey ? !desc : desc;
}

/** A column's name as words: its text header, else its meta label, else its id. */
export function columnLabel<T>(column: Column<T, unknown>): string {
  const { header, meta } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : column.id);
}
