import { formatCount } from './numbers.js';

/** What one of a list's things is called: "meters" → "meter", "people" → "person". */
const ONE: Record<string, string> = { people: 'person' };
export const oneOf = (items: string) => ONE[items] ?? items.replace(/s$/, '');

/** An estimated count as the footer says it: "about 12,34,567". */
export const aboutCount = (n: number) => `about ${formatCount(n)}`;

/** Every list's paging and Export controls, the same on each screen. */
export const TABLE_LABELS = {
  previous: 'Previous',
  next: 'Next',
  export: 'Export',
  /**
   * The one footer of every list: "Showing 1–50 of 60 meters" (the AE officers' "X of Y" included), or
   * "Showing 51–100 of about 12,34,567 meters" when the total is the server's estimate (issue 12). One row
   * is one number and one thing (issue 38): "Showing 1 of 1 meter", "Showing 51 of 51 meters".
   */
  showing: (from: number, to: number, total: number, items?: string, estimate = false) =>
    (total === 0 && !estimate
      ? 'Showing 0 of 0'
      : `Showing ${from === to ? formatCount(from) : `${formatCount(from)}–${formatCount(to)}`} of ${estimate ? aboutCount(total) : formatCount(total)}`) +
    (items ? ` ${total === 1 && !estimate ? oneOf(items) : items}` : ''),
  /** "Page 2 of 3", or "Page 2 of about 24,692" when the total is an estimate. */
  pageOf: (page: number, pages: number, estimate = false) =>
    `Page ${formatCount(page)} of ${estimate ? aboutCount(Math.max(pages, page)) : formatCount(Math.max(pages, 1))}`,
} as const;

/** What each list counts in its footer. */
export const TABLE_ITEMS = {
  meters: 'meters',
  modems: 'modems',
  fieldOfficers: 'field officers',
  admins: 'admins',
  tickets: 'tickets',
} as const;

/** The shared list controls: columns, filters, sorting on a phone, keyboard and Export progress. */
export const TABLE_CONTROLS = {
  columns: 'Columns',
  columnsMenu: 'Choose the columns shown',
  clearFilters: 'Clear filters',
  activeFilters: 'Active filters',
  searchChip: 'Search',
  removeChip: (chip: string) => `Remove ${chip}`,
  sortBy: 'Sort by',
  ascending: (column: string) => `${column} (ascending)`,
  descending: (column: string) => `${column} (descending)`,
  /** A list's own order on a phone: every list that has one orders by a date (installed, created). */
  listOrder: (order: 'asc' | 'desc') => (order === 'desc' ? 'Newest first' : 'Oldest first'),
  /** Export while the file streams: rows (or bytes) received so far. */
  exportingRows: (rows: number) => `Exporting... ${formatCount(rows)} rows`,
  exportingBytes: (kb: number) => `Exporting... ${formatCount(kb)} KB`,
  exportReady: (fileName: string) => `${fileName} is ready`,
  exportFailed: 'Export failed',
} as const;
