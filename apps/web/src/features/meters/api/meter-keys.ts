/** Query keys of the meters feature: the lists and one meter. */
export const meterKeys = {
  all: ['meters'] as const,
  lists: () => [...meterKeys.all, 'list'] as const,
  list: (path: string, query: Record<string, string | number>) =>
    [...meterKeys.lists(), path, query] as const,
  detail: (id: number) => [...meterKeys.all, 'detail', id] as const,
};
