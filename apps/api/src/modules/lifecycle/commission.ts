import {
  CONFLICT,
  UNDO_DECISION,
  undoRefusal,
  type BulkOutcome,
  type CommissionChange,
  type CommissionStatus,
  type UndoDecision,
} from '@smms/shared';
import { reviewDecisions, reviewDecisionsUndone } from '../../lib/event-counters.js';
import { conflict, forbidden, notFound, type HttpError } from '../../lib/http-error.js';
import type { Action } from '../../lib/audit.js';
import { scopeOf, type Actor } from '../access/index.js';
import {
  assertRejectionComplete,
  decideCommission,
  type CommissionTexts,
  type Decidable,
} from './commission-decision.js';
import type { InstallationStore } from './installation-store.js';
import { STEP_CLOCK_PUT_BACK } from './installation-rows.sql.js';

/**
 * The installation core's commission decision (DESIGN §5, issue 36), one for meters and modems: find the
 * installation in the actor's scope, ask the rule (commission-decision.ts), write the change with the version
 * read, add the step to the review record and audit it, all in one transaction. Each kind gives only what
 * differs: its words, its audit actions, its number, and what else its row keeps of a decision.
 */
export interface CommissionKind<Row, Dto extends Decidable & UndoReads, Values> {
  toDto(row: Row): Dto;
  /** The installation's number, as the audit and a bulk report name it. */
  number(dto: Dto): { key: 'meterSno' | 'modemSno'; value: string; division: string | null };
  texts: CommissionTexts & { notFound: string } & Record<
      'approved' | 'rejected' | 'reopened' | 'undone' | 'nothingToUndo',
      string
    >;
  actions: Record<CommissionStatus | 'undone', Action>;
  /** The row's values for a decision: the rule's, and what this kind keeps besides. */
  values(
    decided: { commissionStatus: CommissionStatus; rejectionCategory: string | null },
    change: CommissionChange,
  ): Values;
}

/** What undoing a decision reads of the installation besides its status: the verdict that stands. */
interface UndoReads {
  techSupportStatus: string | null;
}

/** One change of commission status, made or refused (with the answer a single call would give). */
export type Attempt<Dto> =
  | { outcome: 'done'; installation: Dto; message: string }
  | { outcome: Exclude<BulkOutcome, 'done'>; number: string | null; error: HttpError };

export function createCommission<Row, Dto extends Decidable & UndoReads, Values>(
  store: InstallationStore<Row, Values>,
  kind: CommissionKind<Row, Dto, Values>,
) {
  const done: Record<CommissionStatus, string> = {
    Approved: kind.texts.approved,
    Rejected: kind.texts.rejected,
    Pending: kind.texts.reopened,
  };

  async function find(actor: Actor, id: number): Promise<Dto> {
    const row = await store.find(scopeOf(actor), id);
    if (!row) throw notFound(kind.texts.notFound);
    return kind.toDto(row);
  }

  /** The rule for one installation, in its own transaction: behind the single call and each item of a bulk one. */
  async function attempt(actor: Actor, id: number, change: CommissionChange): Promise<Attempt<Dto>> {
    const row = await store.find(scopeOf(actor), id);
    if (!row) return { outcome: 'not-found', number: null, error: notFound(kind.texts.notFound) };
    const current = kind.toDto(row);
    const number = kind.number(current);
    const decision = decideCommission(actor, current, change, kind.texts);
    if (decision.refused) return { outcome: decision.refused, number: number.value, error: decision.error };
    const { from, to, category } = decision;
    const applied = await store.transaction(async (tx) => {
      // The photos a rejection names are kept as the files the reviewer saw, before anything is written.
      const photoFaults = change.photoFaults?.length
        ? await tx.photoFaults(id, change.photoFaults)
        : undefined;
      if (!(await tx.update(id, change.version, kind.values(decision.values, change)))) return false;
      await tx.recordStep(actor, id, { ...decision.step, photoFaults });
      await tx.audit(actor, kind.actions[to], {
        on: { type: store.kind, id },
        location: number.division,
        details: {
          [number.key]: number.value,
          from,
          to,
          comment: change.comment ?? null,
          category,
          ...(photoFaults ? { photoFaults: change.photoFaults } : {}),
        },
      });
      return true;
    });
    if (!applied) return { outcome: 'stale', number: number.value, error: conflict(CONFLICT.staleVersion) };
    reviewDecisions.inc({ installation: store.kind, to, by: 'person' });
    return { outcome: 'done', installation: await find(actor, id), message: done[to] };
  }

  /** One decision, answered as the single call answers it; an incomplete rejection is refused before any read. */
  async function changeStatus(actor: Actor, id: number, change: CommissionChange) {
    if (change.commissionStatus === 'Rejected') assertRejectionComplete(change, 'comment', kind.texts);
    const result = await attempt(actor, id, change);
    if (result.outcome !== 'done') throw result.error;
    return { installation: result.installation, message: result.message };
  }

  /**
   * A person takes back their own Approve or Reject (lifecycle.ts undoRefusal), sent with the version the decision
   * answered with: the installation awaits a decision again, with the category it had (the recommendation's), and
   * the record adds the undoing after the decision, which it keeps. The write carries the version the decision
   * answered with, so nothing can come between the decision and its undoing.
   */
  async function undo(actor: Actor, id: number, { version }: UndoDecision) {
    const current = await find(actor, id);
    if (version !== current.version) throw conflict(CONFLICT.staleVersion);
    const number = kind.number(current);
    const to: CommissionStatus = 'Pending';
    const from = current.commissionStatus;
    await store.transaction(async (tx) => {
      const { last, now, category } = await tx.undoCandidate(id, current.techSupportStatus);
      switch (undoRefusal(last, actor.user.id, now)) {
        case 'nothing':
          throw conflict(kind.texts.nothingToUndo);
        case 'not-yours':
          throw forbidden(UNDO_DECISION.notYours);
        case 'too-late':
          throw conflict(UNDO_DECISION.tooLate);
      }
      const decided = { commissionStatus: to, rejectionCategory: category };
      // Values are the kind's columns; the step's clock is both kinds' (installation-rows.sql.ts).
      const values = { ...kind.values(decided, { commissionStatus: to, version }), ...STEP_CLOCK_PUT_BACK };
      if (!(await tx.update(id, version, values as Values))) throw conflict(CONFLICT.staleVersion);
      await tx.recordStep(actor, id, { kind: 'decision-undone', from, to, category, comment: null });
      await tx.audit(actor, kind.actions.undone, {
        on: { type: store.kind, id },
        location: number.division,
        details: { [number.key]: number.value, from, to, category },
      });
    });
    reviewDecisionsUndone.inc({ installation: store.kind, from });
    return { installation: await find(actor, id), message: kind.texts.undone };
  }

  return { find, attempt, changeStatus, undo };
}
