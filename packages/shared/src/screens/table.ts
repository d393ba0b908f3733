/** Every list's paging and Export controls, the same on each screen. */
export const TABLE_LABELS = {
  previous: 'Previous',
  next: 'Next',
  export: 'Export',
  showing: (from: number, to: number, total: number) =>
    total === 0 ? 'Showing 0 of 0' : `Showing ${from}–${to} of ${total}`,
} as const;
