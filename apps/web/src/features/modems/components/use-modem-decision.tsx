import { MODEM_REVIEW_TEXTS as T, type Modem } from '@smms/shared';
import { useDecision, type OnDecided } from '@/components/review/use-decision';
import { useChangeModemCommission } from '../api/change-modem-commission';

/** Approve and Reject for one modem: the shared review decision in the modem's words. */
export function useModemDecision(onDecided?: OnDecided<Modem>) {
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
      decided: T.decided,
    },
    undefined,
    onDecided,
  );
}
