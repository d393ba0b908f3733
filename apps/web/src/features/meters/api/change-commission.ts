import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CommissionChange, Meter, MeterResponse } from '@smms/shared';
import { api } from '@/lib/api-client';
import { refreshAfterReview, reloadOnConflict } from './refresh-after-review';

export type CommissionDecision = CommissionChange & { id: number };

export const changeCommission = async ({ id, ...change }: CommissionDecision) =>
  (await api.put<z.infer<typeof MeterResponse>>(`/meters/${id}/commission-status`, change)).data;

/**
 * PUT /meters/{id}/commission-status (DESIGN §5) with the version the reviewer saw. A 409 (someone else
 * changed the meter, or it is no longer Pending) reloads the meter so the screen shows its new state.
 */
export function useChangeCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCommission,
    meta: { toastError: false },
    onSuccess: (meter: Meter) => refreshAfterReview(queryClient, [meter]),
    onError: (error, { id }) => reloadOnConflict(queryClient, error, id),
  });
}
