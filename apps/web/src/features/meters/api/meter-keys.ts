/** Query keys of the meters feature: the lists, one meter and its history. */
export const meterKeys = {
  all: ['meters'] as const,
  lists: () => [...meterKeys.all, 'list'] as const,
  list: (path: string, query: Record<string, string | number>) =>
    [...meterKeys.lists(), path, query] as const,
  /** Each filter option's total of a list (its facets): counts, not rows, so kept apart from the lists' pages. */
  facets: (path: string, query: Record<string, string | number>) =>
    [...meterKeys.all, 'facets', path, query] as const,
  allFacets: () => [...meterKeys.all, 'facets'] as const,
  /** The rework list's pages (issue 42): not rows of a meter list, so kept apart from them. */
  reworks: () => [...meterKeys.all, 'rework'] as const,
  rework: (query: { page: number; pageSize: number }) => [...meterKeys.reworks(), query] as const,
  detail: (id: number) => [...meterKeys.all, 'detail', id] as const,
  histories: () => [...meterKeys.all, 'history'] as const,
  history: (id: number) => [...meterKeys.histories(), id] as const,
  /** Under the meter's history key: what refreshes the history after a review refreshes the record too. */
  reviewRecord: (id: number) => [...meterKeys.history(id), 'review-record'] as const,
  /** Under the meter's detail key, so a refreshed meter (a photo replaced) has its flags read again. */
  flags: (id: number) => [...meterKeys.detail(id), 'flags'] as const,
};

/** Where a meter's flags are read (issue 42). */
export const meterFlagsPath = (id: number) => `/meters/${id}/flags`;

/** Where a meter's review record is read (the dialog, its history section, a conflict's words). */
export const meterRecordPath = (id: number) => `/meters/${id}/review-record`;
