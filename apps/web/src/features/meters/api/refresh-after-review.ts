import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Meter } from '@smms/shared';
import { isApiError } from '@/lib/api-client';
import { summaryKeys } from '@/lib/query-keys';
import { meterKeys } from './meter-keys';

type Page = { data: Meter[]; total: number };

/**
 * After a meter changed: the open meter takes the server's record at once, every cached list shows the
 * changed row in place (SPEC §4: the row shows the result at once), then the lists, their filter counts, bell and
 * activity log are fetched again so a decided meter leaves its to-do list and the counts move.
 */
export async function refreshAfterReview(queryClient: QueryClient, meters: readonly Meter[]) {
  const byId = new Map(meters.map((meter) => [meter.id, meter]));
  for (const meter of meters) queryClient.setQueryData(meterKeys.detail(meter.id), meter);
  queryClient.setQueriesData<Page>({ queryKey: meterKeys.lists() }, (page) =>
    page ? { ...page, data: page.data.map((row) => byId.get(row.id) ?? row) } : page,
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: meterKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: meterKeys.allFacets() }),
    queryClient.invalidateQueries({ queryKey: meterKeys.reworks() }),
    queryClient.invalidateQueries({ queryKey: summaryKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: summaryKeys.notifications }),
    queryClient.invalidateQueries({ queryKey: summaryKeys.activities }),
    queryClient.invalidateQueries({ queryKey: meterKeys.histories() }),
  ]);
}

/**
 * After a refused review call: a 409 (someone else changed the meter, or it is no longer where the call
 * expected) reloads the meter and the lists so the screen shows its new state; other errors change nothing.
 */
export async function reloadOnConflict(queryClient: QueryClient, error: unknown, id: number) {
  if (!isApiError(error) || error.status !== 409) return;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: meterKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: meterKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: meterKeys.allFacets() }),
  ]);
}

/**
 * A review call on one meter (a decision, its undoing, the undoing of the rule's approval), sent with the version
 * the reviewer saw: the screens take its answer at once (refreshAfterReview); a 409 reloads the meter.
 */
export function useMeterReviewCall<V extends { id: number }>(mutationFn: (variables: V) => Promise<Meter>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { toastError: false },
    onSuccess: (meter: Meter) => refreshAfterReview(queryClient, [meter]),
    onError: (error, { id }) => reloadOnConflict(queryClient, error, id),
  });
}
