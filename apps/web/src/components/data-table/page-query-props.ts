import type { TableStatus } from './data-table-body';

/** What the table reads of a list's page query (TanStack Query). */
interface PageQueryState<T> {
  data?: { data: T[]; total: number };
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** A DataTable's rows, total and status from the list's page query; Retry refetches (DESIGN §6). */
export const pageQueryProps = <T>(query: PageQueryState<T>) => ({
  data: query.data?.data,
  total: query.data?.total ?? 0,
  status: {
    isLoading: query.isPending,
    isError: query.isError,
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    onRetry: () => void query.refetch(),
  } satisfies TableStatus,
});
