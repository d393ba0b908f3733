import { MODEM_REVIEW_TEXTS as T, type Modem } from '@smms/shared';
import { useDecision, type OnDecided } from '@/components/review/use-decision';
import { useChangedFirst } from '@/components/review/review-record';
import { modemKeys } from '../api/modem-keys';
import { useChangeModemCommission } from '../api/change-modem-commission';

/** Approve and Reject for one modem: the shared review decision in the modem's words. */
const recordPath = (id: number) => `/modem/${id}/review-record`;

export function useModemDecision(onDecided?: OnDecided<Modem>) {
  const changedFirst = useChangedFirst(recordPath, modemKeys.reviewRecord);
  return useDecision<Modem>(
    useChangeModemCommission(),
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
    undefined,
    onDecided,
  );
}
