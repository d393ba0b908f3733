import { useState } from 'react';
import { REVIEW_TEXTS as R, REWORK_TEXTS as T, TOAST_TITLES, type Meter } from '@smms/shared';
import { ReopenDialog } from '@/components/review/reopen-dialog';
import { RejectDialog, type Rejection } from '@/components/review/reject-dialog';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useChangeCommission } from '../../api/change-commission';

type Asking = { kind: 'reopen' | 'revoke'; meter: Meter } | null;

/**
 * Reopen (a rejected meter back to review, with what was fixed) and revoke (an approved meter rejected, with
 * a category and a comment), each with the version the user saw; a 409 says someone else changed it first.
 */
export function useRework() {
  const change = useChangeCommission();
  const [asking, setAsking] = useState<Asking>(null);

  async function send(meter: Meter, kind: 'reopen' | 'revoke', body: { comment: string } | Rejection) {
    try {
      await change.mutateAsync({
        id: meter.id,
        version: meter.version,
        commissionStatus: kind === 'reopen' ? 'Pending' : 'Rejected',
        ...body,
      });
      notify.success(
        TOAST_TITLES.success,
        kind === 'reopen' ? T.reopened(meter.meterSno) : T.revoked(meter.meterSno),
      );
    } catch (error) {
      const stale = isApiError(error) && error.status === 409;
      const fallback = kind === 'reopen' ? T.reopenFailed : T.revokeFailed;
      notify.error(TOAST_TITLES.error, stale ? R.stale : errorMessage(error, fallback));
    } finally {
      setAsking(null);
    }
  }

  const dialog =
    asking?.kind === 'reopen' ? (
      <ReopenDialog
        what={R.oneMeter(asking.meter.meterSno)}
        pending={change.isPending}
        onConfirm={(comment) => void send(asking.meter, 'reopen', { comment })}
        onCancel={() => setAsking(null)}
      />
    ) : asking?.kind === 'revoke' ? (
      <RejectDialog
        what={R.oneMeter(asking.meter.meterSno)}
        pending={change.isPending}
        onConfirm={(rejection) => void send(asking.meter, 'revoke', rejection)}
        onCancel={() => setAsking(null)}
      />
    ) : null;

  return {
    reopen: (meter: Meter) => setAsking({ kind: 'reopen', meter }),
    revoke: (meter: Meter) => setAsking({ kind: 'revoke', meter }),
    dialog,
  };
}
