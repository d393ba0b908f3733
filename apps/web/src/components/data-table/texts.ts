import { TABLE_CONTROLS, TABLE_LABELS } from '@smms/shared';

/** The table's own words (paging and Export are shared with the tests); each list supplies its loading, empty and error texts. */
export const TABLE_TEXTS = {
  ...TABLE_LABELS,
  ...TABLE_CONTROLS,
  exporting: 'Exporting...',
  rowsPerPage: 'Rows per page',
  retry: 'Retry',
  search: 'Search',
} as const;
