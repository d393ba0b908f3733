/**
 * Query keys of the people calls, which the officer and admin screens share: every people list sits
 * under lists(), so one invalidation after a change refreshes them all.
 */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  officers: (query: Record<string, string | number>) => [...userKeys.lists(), 'officers', query] as const,
  admins: (path: string, query: Record<string, string | number>) =>
    [...userKeys.lists(), 'admins', path, query] as const,
  lookup: (phone: string) => [...userKeys.all, 'lookup', phone] as const,
  sessions: (id: number) => [...userKeys.all, 'sessions', id] as const,
};
