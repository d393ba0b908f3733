/** The paging, search and order words of every list, without the zod schema of its query (api.ts PageQuery). */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 500;

/** A search shorter than this cannot use the trigram indexes, so lists refuse it (issue 12). */
export const SEARCH_MIN_LENGTH = 3;

/** What a list says about a search too short to run, or a cursor that no longer fits the list. */
export const LIST_MESSAGES = {
  searchTooShort: `Type at least ${SEARCH_MIN_LENGTH} characters to search`,
  staleCursor: 'This page link no longer fits the list. Go back to the first page.',
} as const;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
