import { useState } from 'react';
import { TOAST_TITLES } from '@smms/shared';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { ApproveDialog } from './approve-dialog';
import { RejectDialog, type Rejection } from './reject-dialog';

/** What a decision needs of the record: which one, the version read, and where it stands. */
export interface Decidable {
  id: number;
  version: number;
  commissionStatus: string;
}

export interface Decision extends Partial<Rejection> {
  id: number;
  version: number;
  commissionStatus: 'Approved' | 'Rejected';
}

/** The mutation that sends a decision (its hook reloads the record on a 409). */
export interface DecisionChange {
  mutateAsync: (decision: Decision) => Promise<unknown>;
  isPending: boolean;
}

export interface DecisionTexts<T> {
  /** "meter SM123", "modem MD123": the dialogs' titles name it. */
  what: (row: T) => string;
  /** What approving does; the meters' words unless given. */
  approveBody?: string;
  approved: (row: T) => string;
  rejected: (row: T) => string;
  approveFailed: string;
  rejectFailed: string;
  /** A 409: someone else changed the record first. */
  stale: string;
  decided: (status: string) => string;
}

type Asking<T> = { kind: 'approve' | 'reject'; row: T } | null;

/**
 * Approve and Reject for one record: the confirmation or the reject dialog (category and comment), then
 * the change with the version the reviewer saw. A 409 says someone else changed it; the change's hook
 * reloads it so the screens show its new state. Only a Pending record is offered.
 */
export function useDecision<T extends Decidable>(change: DecisionChange, texts: DecisionTexts<T>) {
  const [asking, setAsking] = useState<Asking<T>>(null);

  async function decide(row: T, rejection?: Rejection) {
    const approve = !rejection;
    try {
      await change.mutateAsync({
        id: row.id,
        version: row.version,
        commissionStatus: approve ? 'Approved' : 'Rejected',
        ...rejection,
      });
      notify.success(TOAST_TITLES.success, approve ? texts.approved(row) : texts.rejected(row));
    } catch (error) {
      const stale = isApiError(error) && error.status === 409;
      const fallback = approve ? texts.approveFailed : texts.rejectFailed;
      notify.error(TOAST_TITLES.error, stale ? texts.stale : errorMessage(error, fallback));
    } finally {
      setAsking(null);
    }
  }

  const offer = (kind: 'approve' | 'reject') => (row: T) => {
    if (row.commissionStatus !== 'Pending') notify.info(texts.decided(row.commissionStatus));
    else setAsking({ kind, row });
  };

  const dialog =
    asking?.kind === 'approve' ? (
      <ApproveDialog
        what={texts.what(asking.row)}
        body={texts.approveBody}
        pending={change.isPending}
        onConfirm={() => void decide(asking.row)}
        onCancel={() => setAsking(null)}
      />
    ) : asking?.kind === 'reject' ? (
      <RejectDialog
        what={texts.what(asking.row)}
        pending={change.isPending}
        onConfirm={(rejection) => void decide(asking.row, rejection)}
        onCancel={() => setAsking(null)}
      />
    ) : null;

  return { approve: offer('approve'), reject: offer('reject'), dialog, busy: change.isPending };
}
