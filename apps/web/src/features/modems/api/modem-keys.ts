/** Query keys of the modem screens; one officer's modems share the lists' root, so a review refreshes them too. */
export const modemKeys = {
  all: ['modems'] as const,
  lists: () => [...modemKeys.all, 'list'] as const,
  list: (path: string, query: Record<string, string | number>) =>
    [...modemKeys.lists(), path, query] as const,
  detail: (id: number) => [...modemKeys.all, 'detail', id] as const,
  /** Under the modem's detail key; refreshed after each decision. */
  reviewRecord: (id: number) => [...modemKeys.detail(id), 'review-record'] as const,
  /** Under the modem's detail key, so a refreshed modem has its flags read again. */
  flags: (id: number) => [...modemKeys.detail(id), 'flags'] as const,
};

/** Where a modem's flags are read (issue 42). */
export const modemFlagsPath = (id: number) => `/modem/${id}/flags`;

/** Where a modem's review record is read (the dialog, its history section, a conflict's words). */
export const modemRecordPath = (id: number) => `/modem/${id}/review-record`;
