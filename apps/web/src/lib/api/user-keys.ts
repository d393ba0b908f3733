/** Query keys of the users feature: every people list sits under lists(), so one invalidation refreshes all. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  officers: (query: Record<string, string | number>) => [...userKeys.lists(), 'officers', query] as const,
  admins: (path: string, query: Record<string, string | number>) =>
    [...userKeys.lists(), 'admins', path, query] as const,
  lookup: (phone: string) => [...userKeys.all, 'lookup', phone] as const,
  divisions: () => [...userKeys.all, 'divisions'] as const,
};
