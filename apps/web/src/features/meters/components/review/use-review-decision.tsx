import { useState } from 'react';
import { REVIEW_TEXTS as T, TOAST_TITLES, type Meter } from '@smms/shared';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useChangeCommission } from '../../api/change-commission';
import { ApproveDialog } from '@/components/review/approve-dialog';
import { RejectDialog, type Rejection } from '@/components/review/reject-dialog';

type Asking = { kind: 'approve' | 'reject'; meter: Meter } | null;

/**
 * Approve and Reject for one meter: the confirmation or the reject dialog, then the change with the
 * version the reviewer saw. A 409 says someone else changed the meter; the screens then show its new
 * state (the mutation reloads it). Only a Pending meter is offered.
 */
export function useReviewDecision() {
  const change = useChangeCommission();
  const [asking, setAsking] = useState<Asking>(null);

  async function decide(meter: Meter, rejection?: Rejection) {
    const approve = !rejection;
    try {
      await change.mutateAsync({
        id: meter.id,
        version: meter.version,
        commissionStatus: approve ? 'Approved' : 'Rejected',
        ...rejection,
      });
      notify.success(TOAST_TITLES.success, approve ? T.approved(meter.meterSno) : T.rejected(meter.meterSno));
    } catch (error) {
      const stale = isApiError(error) && error.status === 409;
      const fallback = approve ? T.approveFailed : T.rejectFailed;
      notify.error(TOAST_TITLES.error, stale ? T.stale : errorMessage(error, fallback));
    } finally {
      setAsking(null);
    }
  }

  const offer = (kind: 'approve' | 'reject') => (meter: Meter) => {
    if (meter.commissionStatus !== 'Pending') notify.info(T.decided(meter.commissionStatus));
    else setAsking({ kind, meter });
  };

  const dialog =
    asking?.kind === 'approve' ? (
      <ApproveDialog
        what={T.oneMeter(asking.meter.meterSno)}
        pending={change.isPending}
        onConfirm={() => void decide(asking.meter)}
        onCancel={() => setAsking(null)}
      />
    ) : asking?.kind === 'reject' ? (
      <RejectDialog
        what={T.oneMeter(asking.meter.meterSno)}
        pending={change.isPending}
        onConfirm={(rejection) => void decide(asking.meter, rejection)}
        onCancel={() => setAsking(null)}
      />
    ) : null;

  return { approve: offer('approve'), reject: offer('reject'), dialog, busy: change.isPending };
}
