import { useState } from 'react';
import { TOAST_TITLES } from '@smms/shared';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { ApproveDialog } from './approve-dialog';
import { RejectDialog, type Rejection } from './reject-dialog';
import { ReopenDialog } from './reopen-dialog';

/** What a decision needs of the record: which one, the version read, and where it stands. */
export interface Decidable {
  id: number;
  version: number;
  commissionStatus: string;
}

export interface Decision extends Partial<Rejection> {
  id: number;
  version: number;
  commissionStatus: 'Approved' | 'Rejected' | 'Pending';
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
  /** Where the screens offer them: sending a rejected record back to review, revoking an approval. */
  rework?: {
    reopened: (row: T) => string;
    revoked: (row: T) => string;
    reopenFailed: string;
    revokeFailed: string;
  };
}

type Kind = 'approve' | 'reject' | 'reopen' | 'revoke';
type Asking<T> = { kind: Kind; row: T } | null;

/** Where each change starts from and goes to. */
const MOVES: Record<Kind, { from: string; to: Decision['commissionStatus'] }> = {
  approve: { from: 'Pending', to: 'Approved' },
  reject: { from: 'Pending', to: 'Rejected' },
  reopen: { from: 'Rejected', to: 'Pending' },
  revoke: { from: 'Approved', to: 'Rejected' },
};

/**
 * The commission changes a person makes on one record, each from the state it is offered in: Approve and
 * Reject a Pending one (a confirmation, or the reject dialog's category and comment), Reopen a Rejected one
 * (what was fixed), Revoke an Approved one (the reject dialog). Each is sent with the version the person saw;
 * a 409 says someone else changed it, and the change's hook reloads it so the screens show its new state.
 */
export function useDecision<T extends Decidable>(change: DecisionChange, texts: DecisionTexts<T>) {
  const [asking, setAsking] = useState<Asking<T>>(null);

  // What each change says when done or failed; reopen and revoke only where the screens offer them.
  const said: Record<Kind, { done?: (row: T) => string; failed?: string }> = {
    approve: { done: texts.approved, failed: texts.approveFailed },
    reject: { done: texts.rejected, failed: texts.rejectFailed },
    reopen: { done: texts.rework?.reopened, failed: texts.rework?.reopenFailed },
    revoke: { done: texts.rework?.revoked, failed: texts.rework?.revokeFailed },
  };

  async function decide(kind: Kind, row: T, body: Partial<Rejection> = {}) {
    try {
      await change.mutateAsync({
        id: row.id,
        version: row.version,
        commissionStatus: MOVES[kind].to,
        ...body,
      });
      notify.success(TOAST_TITLES.success, said[kind].done?.(row) ?? '');
    } catch (error) {
      const stale = isApiError(error) && error.status === 409;
      notify.error(TOAST_TITLES.error, stale ? texts.stale : errorMessage(error, said[kind].failed ?? ''));
    } finally {
      setAsking(null);
    }
  }

  const offer = (kind: Kind) => (row: T) => {
    if (row.commissionStatus !== MOVES[kind].from) notify.info(texts.decided(row.commissionStatus));
    else setAsking({ kind, row });
  };

  const cancel = () => setAsking(null);
  const dialog = !asking ? null : asking.kind === 'approve' ? (
    <ApproveDialog
      what={texts.what(asking.row)}
      body={texts.approveBody}
      pending={change.isPending}
      onConfirm={() => void decide('approve', asking.row)}
      onCancel={cancel}
    />
  ) : asking.kind === 'reopen' ? (
    <ReopenDialog
      what={texts.what(asking.row)}
      pending={change.isPending}
      onConfirm={(comment) => void decide('reopen', asking.row, { comment })}
      onCancel={cancel}
    />
  ) : (
    <RejectDialog
      what={texts.what(asking.row)}
      pending={change.isPending}
      onConfirm={(rejection) => void decide(asking.kind, asking.row, rejection)}
      onCancel={cancel}
    />
  );

  return {
    approve: offer('approve'),
    reject: offer('reject'),
    reopen: texts.rework && offer('reopen'),
    revoke: texts.rework && offer('revoke'),
    dialog,
    busy: change.isPending,
  };
}
