import type { z } from 'zod';
import type { MeterResponse, UndoAutoCommission } from '@smms/shared';
import { api } from '@/lib/api-client';
import { useMeterReviewCall } from './refresh-after-review';

export type UndoAutomaticApproval = UndoAutoCommission & { id: number };

export const undoAutoCommission = async ({ id, ...undo }: UndoAutomaticApproval) =>
  (await api.post<z.infer<typeof MeterResponse>>(`/meters/${id}/undo-auto-commission`, undo)).data;

/**
 * POST /meters/{id}/undo-auto-commission (the super admin, issue 36) with the version seen and why. A 409 (the
 * meter changed, or the rule did not approve it) reloads the meter so the screen shows its new state.
 */
export const useUndoAutoCommission = () => useMeterReviewCall(undoAutoCommission);
