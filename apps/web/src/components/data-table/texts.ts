/** The table's own words; each list supplies its loading, empty and error texts. */
export const TABLE_TEXTS = {
  previous: 'Previous',
  next: 'Next',
  rowsPerPage: 'Rows per page',
  retry: 'Retry',
  search: 'Search',
  showing: (from: number, to: number, total: number) =>
    total === 0 ? 'Showing 0 of 0' : `Showing ${from}–${to} of ${total}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${Math.max(pages, 1)}`,
} as const;
