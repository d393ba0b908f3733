import { REVIEW_TEXTS as T, type Meter } from '@smms/shared';
import { useDecision } from '@/components/review/use-decision';
import { useChangeCommission } from '../../api/change-commission';

/**
 * Approve and Reject for one meter (the shared review decision in the meter's words). A 409 says someone
 * else changed the meter; the mutation reloads it so the screens show its new state.
 */
export function useReviewDecision() {
  return useDecision<Meter>(useChangeCommission(), {
    what: (meter) => T.oneMeter(meter.meterSno),
    approved: (meter) => T.approved(meter.meterSno),
    rejected: (meter) => T.rejected(meter.meterSno),
    approveFailed: T.approveFailed,
    rejectFailed: T.rejectFailed,
    stale: T.stale,
    decided: T.decided,
  });
}
