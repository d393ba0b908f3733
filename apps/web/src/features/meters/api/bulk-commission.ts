import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommissionChange, Meter } from '@smms/shared';
import { api } from '@/lib/api-client';
import { refreshAfterReview } from './refresh-after-review';

export type BulkOutcome = 'done' | 'stale' | 'not-allowed' | 'not-found';

export interface BulkResult {
  id: number;
  meterSno: string | null;
  outcome: BulkOutcome;
  message: string;
  meter?: Meter;
}

export interface BulkDecision extends Omit<CommissionChange, 'version' | 'commissionStatus'> {
  commissionStatus: 'Approved' | 'Rejected';
  items: { id: number; version: number }[];
}

interface BulkAnswer {
  success: true;
  data: { results: BulkResult[]; done: number; refused: number };
  message: string;
}

export const bulkCommission = async (decision: BulkDecision) =>
  (await api.post<BulkAnswer>('/meters/commission-status/bulk', decision)).data;

/** One decision for many meters, each applied on its own: the answer says what happened to each. */
export function useBulkCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkCommission,
    meta: { toastError: false },
    onSuccess: ({ results }) =>
      refreshAfterReview(
        queryClient,
        results.flatMap((result) => (result.meter ? [result.meter] : [])),
      ),
  });
}
