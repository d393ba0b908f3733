import { useState } from 'react';
import {
  AUTO_COMMISSION_TEXTS as U,
  REVIEW_TEXTS as T,
  REWORK_TEXTS as W,
  TOAST_TITLES,
  REVIEW_MOVES,
} from '@smms/shared';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useStableHandler } from '@/lib/use-stable-handler';
import { notify } from '@/lib/notify';
import { ApproveDialog } from './approve-dialog';
import { CommentDialog, type CommentDialogWords } from './comment-dialog';
import { RejectDialog, type NameablePhoto, type Rejection } from './reject-dialog';
import { ReviewCaution } from './review-caution';

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

/** The mutation that sends a decision (its hook reloads the record on a 409); it answers with the record. */
export interface DecisionChange {
  mutateAsync: (decision: Decision) => Promise<{ version: number }>;
  isPending: boolean;
}

/** The mutation that takes back one's own Approve or Reject, with the version the decision answered with. */
export interface UndoDecisionChange {
  mutateAsync: (undo: { id: number; version: number }) => Promise<unknown>;
  isPending: boolean;
}

/** The calls a record's decisions are sent through; `undoRule` where the screens offer it (the meters'). */
export interface DecisionCalls {
  decide: DecisionChange;
  undoDecision: UndoDecisionChange;
  undoRule?: UndoChange;
}

/** The mutation that undoes an approval of the auto-commissioning rule's, with why (its hook reloads on a 409). */
export interface UndoChange {
  mutateAsync: (undo: { id: number; version: number; comment: string }) => Promise<unknown>;
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
  /** The 409 worded from the record (who changed it first, to what); `stale` when it gives nothing. */
  changedFirst?: (row: T) => Promise<string | null>;
  decided: (status: string) => string;
  /** The record's photos a rejection may name as at fault (a meter's, issue 42); none offers no choice. */
  photos?: (row: T) => readonly NameablePhoto[];
  /** A caution the approval's confirmation gives about this record (a meter that never communicated). */
  approveWarning?: (row: T) => string | null;
  /** Where the screens offer them: sending a rejected record back to review, revoking an approval. */
  rework?: {
    reopened: (row: T) => string;
    revoked: (row: T) => string;
    reopenFailed: string;
    revokeFailed: string;
  };
  /** Where the screens offer it (the super admin): undoing the auto-commissioning rule's approval. */
  undo?: {
    undone: (row: T) => string;
    undoFailed: string;
  };
}

export type Kind = 'approve' | 'reject' | 'reopen' | 'revoke' | 'undo';

/**
 * After a change the server took: the screen moves on (the next record opens, the focus finds a row); after
 * an Approve or Reject was undone ('undone'), it goes back to that record.
 */
export type OnDecided<T> = (kind: Kind | 'undone', row: T) => void;

/** How long a decision's toast offers Undo (it stays while hovered or focused); the server allows minutes. */
export const UNDO_TOAST_MS = 10_000;
/** How long after a decision another Approve or Reject is taken for the same key pressed twice. */
export const SETTLE_MS = 400;
/** The time of a decision's answer, and whether another decision now would come within SETTLE_MS of it. */
const stamp = (clock: Map<'at', number>) => clock.set('at', Date.now());
const settling = (clock: Map<'at', number>) => Date.now() - (clock.get('at') ?? 0) < SETTLE_MS;
type Asking<T> = { kind: Kind; row: T; initial?: Partial<Rejection> } | null;

/** Where each change starts from and goes to: the lifecycle's moves, and the undo of the rule's approval. */
const MOVES: Record<Kind, { from: string; to: Decision['commissionStatus'] }> = {
  ...REVIEW_MOVES,
  undo: { from: 'Approved', to: 'Pending' },
};

/** The two changes that must say why in a comment: a reopen (what was fixed), an undo (why). */
const COMMENT_WORDS: Record<'reopen' | 'undo', CommentDialogWords> = {
  reopen: {
    title: W.reopenTitle,
    body: W.reopenBody,
    label: W.fixed,
    required: W.fixedRequired,
    confirm: W.reopen,
  },
  undo: {
    title: U.undoTitle,
    body: U.undoBody,
    label: U.undoReason,
    required: U.undoReasonRequired,
    confirm: U.undo,
  },
};

/**
 * The commission changes a person makes on one record, each from the state it is offered in: Approve and
 * Reject a Pending one (at once, or after a confirmation when the approval carries a caution; the reject
 * dialog's category and comment), Reopen a Rejected one (what was fixed), Revoke an Approved one (the reject
 * dialog), and, given `undoRule`, Undo an approval of the auto-commissioning rule's (why). Each is sent with the
 * version the person saw; a 409 says someone else changed it, and the change's hook reloads it so the screens
 * show its new state. An Approve or Reject's toast offers Undo (issue 38), as does `undoLast` (the U key) while
 * it shows: the record awaits a decision again and the screen goes back to it.
 */
export function useDecision<T extends Decidable>(
  { decide: change, undoDecision, undoRule: undoChange }: DecisionCalls,
  texts: DecisionTexts<T>,
  onDecided?: OnDecided<T>,
) {
  const [asking, setAsking] = useState<Asking<T>>(null);
  /** The Approve or Reject whose toast still offers Undo. */
  const [undoable, setUndoable] = useState<{ row: T; version: number; toast: string } | null>(null);
  /**
   * The record versions a decision has been sent for: A pressed twice, before the screen shows the first one's
   * answer, sends one decision, not a second that the server would refuse as stale (issue 38).
   */
  const [sent] = useState(() => new Set<string>());
  /**
   * When the last decision was answered: an Approve or Reject offered within SETTLE_MS of it is a key pressed
   * twice, not a decision on the installation that has just opened in the decided one's place (issue 38 walk).
   */
  const [settle] = useState(() => new Map<'at', number>());

  async function takeBack(row: T, version: number, toast: string) {
    notify.dismiss(toast);
    setUndoable(null);
    try {
      await undoDecision.mutateAsync({ id: row.id, version });
      notify.success(TOAST_TITLES.success, T.undone(texts.what(row)));
      onDecided?.('undone', row);
    } catch (error) {
      notify.error(TOAST_TITLES.error, errorMessage(error, T.undoFailed));
    }
  }

  /** Raises the decision's toast with its Undo. */
  function offerUndo(row: T, version: number, message: string) {
    const toast: string = notify.success(TOAST_TITLES.success, message, {
      action: { label: T.undo, onClick: () => void takeBack(row, version, toast) },
      duration: UNDO_TOAST_MS,
      onGone: () => setUndoable((shown) => (shown?.toast === toast ? null : shown)),
    });
    setUndoable({ row, version, toast });
  }

  // What each change says when done or failed; reopen and revoke only where the screens offer them.
  const said: Record<Kind, { done?: (row: T) => string; failed?: string }> = {
    approve: { done: texts.approved, failed: texts.approveFailed },
    reject: { done: texts.rejected, failed: texts.rejectFailed },
    reopen: { done: texts.rework?.reopened, failed: texts.rework?.reopenFailed },
    revoke: { done: texts.rework?.revoked, failed: texts.rework?.revokeFailed },
    undo: { done: texts.undo?.undone, failed: texts.undo?.undoFailed },
  };

  async function decide(kind: Kind, row: T, body: Partial<Rejection> = {}) {
    const key = `${row.id}@${row.version}`;
    if (sent.has(key)) return;
    sent.add(key);
    try {
      const done = said[kind].done?.(row) ?? '';
      if (kind === 'undo' && undoChange) {
        await undoChange.mutateAsync({ id: row.id, version: row.version, comment: body.comment ?? '' });
        notify.success(TOAST_TITLES.success, done);
      } else {
        const decided = await change.mutateAsync({
          id: row.id,
          version: row.version,
          commissionStatus: MOVES[kind].to,
          ...body,
        });
        if (kind === 'approve' || kind === 'reject') offerUndo(row, decided.version, done);
        else notify.success(TOAST_TITLES.success, done);
      }
      stamp(settle);
      onDecided?.(kind, row);
    } catch (error) {
      const stale = isApiError(error) && error.status === 409;
      const message = stale
        ? ((await texts.changedFirst?.(row)) ?? texts.stale)
        : errorMessage(error, said[kind].failed ?? '');
      notify.error(TOAST_TITLES.error, message);
      sent.delete(key);
    } finally {
      setAsking(null);
    }
  }

  // `initial`: the Reject dialog's starting category and comment (a recommendation to reject). An approval asks
  // first only when it carries a caution; otherwise it is made at once, and its toast offers Undo.
  const offer = (kind: Kind) => (row: T, initial?: Partial<Rejection>) => {
    if ((kind === 'approve' || kind === 'reject') && settling(settle)) return;
    if (row.commissionStatus !== MOVES[kind].from) notify.info(texts.decided(row.commissionStatus));
    else if (kind === 'approve' && !texts.approveWarning?.(row)) void decide('approve', row);
    else setAsking({ kind, row, initial });
  };

  // Each offer keeps one identity across renders: the rows' Approve and Reject are table cells, and a new
  // function each render would remount every row's buttons (and the dialog a button opened could not give the
  // focus back to it, issue 38 walk).
  const offers = {
    approve: useStableHandler(offer('approve')),
    reject: useStableHandler(offer('reject')),
    reopen: useStableHandler(offer('reopen')),
    revoke: useStableHandler(offer('revoke')),
    undo: useStableHandler(offer('undo')),
  };

  const cancel = () => setAsking(null);
  const caution = asking?.kind === 'approve' ? texts.approveWarning?.(asking.row) : null;
  const dialog = !asking ? null : asking.kind === 'approve' ? (
    <ApproveDialog
      what={texts.what(asking.row)}
      body={texts.approveBody}
      detail={caution && <ReviewCaution>{caution}</ReviewCaution>}
      cautious={Boolean(caution)}
      pending={change.isPending}
      onConfirm={() => void decide('approve', asking.row)}
      onCancel={cancel}
    />
  ) : asking.kind === 'reopen' || asking.kind === 'undo' ? (
    <CommentDialog
      what={texts.what(asking.row)}
      words={COMMENT_WORDS[asking.kind]}
      pending={asking.kind === 'undo' ? (undoChange?.isPending ?? false) : change.isPending}
      onConfirm={(comment) => void decide(asking.kind, asking.row, { comment })}
      onCancel={cancel}
    />
  ) : (
    <RejectDialog
      what={texts.what(asking.row)}
      photos={texts.photos?.(asking.row)}
      initial={asking.initial}
      pending={change.isPending}
      onConfirm={(rejection) => void decide(asking.kind, asking.row, rejection)}
      onCancel={cancel}
    />
  );

  return {
    approve: offers.approve,
    reject: offers.reject,
    reopen: texts.rework && offers.reopen,
    revoke: texts.rework && offers.revoke,
    undo: texts.undo && undoChange && offers.undo,
    /** Undoes the Approve or Reject whose toast still shows (the U key); nothing once it has gone. */
    undoLast: () => undoable && void takeBack(undoable.row, undoable.version, undoable.toast),
    dialog,
    busy: change.isPending || undoDecision.isPending || (undoChange?.isPending ?? false),
  };
}
