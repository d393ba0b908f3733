import {
  AUTO_COMMISSION_TEXTS as U,
  recommendationOf,
  REVIEW_TEXTS as T,
  REWORK_TEXTS as W,
  type Meter,
} from '@smms/shared';
import { useDecision, type OnDecided } from '@/components/review/use-decision';
import { useChangedFirst } from '@/components/review/review-record';
import { meterKeys, meterRecordPath } from '../../api/meter-keys';
import { useChangeCommission, useUndoDecision } from '../../api/change-commission';
import { useUndoAutoCommission } from '../../api/undo-auto-commission';

/**
 * Approve, Reject (each with Undo in its toast), Reopen, Revoke and Undo an automatic approval for one meter (the shared review decision in
 * the meter's words). A 409 says someone else changed the meter; the mutation reloads it so the screens show
 * its new state. `onDecided`: where the screen goes next.
 */
export function useReviewDecision(onDecided?: OnDecided<Meter>) {
  const changedFirst = useChangedFirst(meterRecordPath, meterKeys.reviewRecord);
  const calls = {
    decide: useChangeCommission(),
    undoDecision: useUndoDecision(),
    undoRule: useUndoAutoCommission(),
  };
  return useDecision<Meter>(
    calls,
    {
      what: (meter) => T.oneMeter(meter.meterSno),
      approved: (meter) => T.approved(meter.meterSno),
      rejected: (meter) => T.rejected(meter.meterSno),
      approveFailed: T.approveFailed,
      rejectFailed: T.rejectFailed,
      stale: T.stale,
      changedFirst: (meter) => changedFirst(meter.id),
      decided: T.decided,
      photos: (meter) => meter.photos,
      approveWarning: (meter) =>
        [
          recommendationOf(meter.techSupportStatus) === 'reject' && T.recommendedReject,
          !meter.lastCommunicatedAt && T.neverCommunicated,
        ]
          .filter(Boolean)
          .join(' ') || null,
      rework: {
        reopened: (meter) => W.reopened(meter.meterSno),
        revoked: (meter) => W.revoked(meter.meterSno),
        reopenFailed: W.reopenFailed,
        revokeFailed: W.revokeFailed,
      },
      undo: { undone: (meter) => U.undone(meter.meterSno), undoFailed: U.undoFailed },
    },
    onDecided,
  );
}
