import { MODEM_REVIEW_TEXTS as T, type Modem } from '@smms/shared';
import { useDecision, type OnDecided } from '@/components/review/use-decision';
import { useChangedFirst } from '@/components/review/review-record';
import { modemKeys, modemRecordPath } from '../api/modem-keys';
import { useChangeModemCommission, useUndoModemDecision } from '../api/change-modem-commission';

/**
 * Approve and Reject for one modem (each with Undo in its toast): the shared review decision in the modem's words. A 409 is worded from the
 * modem's record (who decided first, and what). `onDecided`: where the screen goes next.
 */
export function useModemDecision(onDecided?: OnDecided<Modem>) {
  const changedFirst = useChangedFirst(modemRecordPath, modemKeys.reviewRecord);
  const calls = { decide: useChangeModemCommission(), undoDecision: useUndoModemDecision() };
  return useDecision<Modem>(
    calls,
    {
      what: (modem) => T.oneModem(modem.modemSno),
      approveBody: T.approveBody,
      approved: (modem) => T.approved(modem.modemSno),
      rejected: (modem) => T.rejected(modem.modemSno),
      approveFailed: T.approveFailed,
      rejectFailed: T.rejectFailed,
      stale: T.stale,
      changedFirst: (modem) => changedFirst(modem.id),
      decided: T.decided,
    },
    onDecided,
  );
}
