import { LIST_MESSAGES } from '@smms/shared';
import { isApiError } from '@/lib/api-error';
import type { TableStatus } from './data-table-body';

/** What a list's page says about where it is (issue 12): the cursors beside it and how sure its total is. */
export interface PageInfo {
  /** The page the server answered, the number the footer shows (1 when Previous reached the top). */
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
  totalIsEstimate: boolean;
  /** The server refused the URL's cursor: it no longer fits the list (an old bookmark, a changed list). */
  staleCursor: boolean;
}

/** What the table reads of a list's page query (TanStack Query). */
export interface PageQueryState<T> {
  data?: {
    data: T[];
    total: number;
    page?: number;
    nextCursor?: string | null;
    prevCursor?: string | null;
    totalIsEstimate?: boolean;
  };
  error?: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** A 400 naming the cursor: the one error a list answers by going back to its first page. */
const isStaleCursor = (error: unknown) =>
  isApiError(error) &&
  error.status === 400 &&
  (error.errors?.cursor !== undefined || error.serverMessage === LIST_MESSAGES.staleCursor);

/** A DataTable's rows, total, paging and status from the list's page query; Retry refetches (DESIGN §6). */
export const pageQueryProps = <T>(query: PageQueryState<T>) => ({
  data: query.data?.data,
  total: query.data?.total ?? 0,
  pageInfo: {
    page: query.data?.page ?? 1,
    nextCursor: query.data?.nextCursor ?? null,
    prevCursor: query.data?.prevCursor ?? null,
    totalIsEstimate: query.data?.totalIsEstimate ?? false,
    staleCursor: query.isError && isStaleCursor(query.error),
  } satisfies PageInfo,
  status: {
    isLoading: query.isPending,
    isError: query.isError,
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    onRetry: () => void query.refetch(),
  } satisfies TableStatus,
});
