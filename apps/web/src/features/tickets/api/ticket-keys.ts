/** Query keys of the tickets feature: the lists, one ticket (with its history) and the assignees. */
export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (query: Record<string, string | number>) => [...ticketKeys.lists(), query] as const,
  detail: (id: number) => [...ticketKeys.all, 'detail', id] as const,
  assignees: () => [...ticketKeys.all, 'assignees'] as const,
};
