import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generic parameters must match TanStack's
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Keeps the column in view at the table's right edge while the rest scrolls sideways (row actions). */
    stickyEnd?: boolean;
  }
}

/** The classes of a column kept at the right edge: opaque, so it covers what scrolls beneath it. */
const STICKY = 'sticky right-0 z-[1] shadow-[-1px_0_0_var(--color-border)]';
export const STICKY_END = { cell: `${STICKY} bg-card`, header: `${STICKY} bg-muted` };
