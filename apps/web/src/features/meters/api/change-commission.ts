import type { z } from 'zod';
import type { CommissionChange, MeterResponse, UndoDecision } from '@smms/shared';
import { api } from '@/lib/api-client';
import { useMeterReviewCall } from './refresh-after-review';

export type CommissionDecision = CommissionChange & { id: number };

export const changeCommission = async ({ id, ...change }: CommissionDecision) =>
  (await api.put<z.infer<typeof MeterResponse>>(`/meters/${id}/commission-status`, change)).data;

export const undoDecision = async ({ id, ...undo }: UndoDecision & { id: number }) =>
  (await api.post<z.infer<typeof MeterResponse>>(`/meters/${id}/undo-decision`, undo)).data;

/**
 * PUT /meters/{id}/commission-status (DESIGN §5) with the version the reviewer saw. A 409 (someone else
 * changed the meter, or it is no longer Pending) reloads the meter so the screen shows its new state.
 */
export const useChangeCommission = () => useMeterReviewCall(changeCommission);

/** POST /meters/{id}/undo-decision (issue 38) with the version the decision answered with. */
export const useUndoDecision = () => useMeterReviewCall(undoDecision);
