import { CONFLICT, type BulkOutcome, type CommissionChange, type CommissionStatus } from '@smms/shared';
import { reviewDecisions } from '../../lib/event-counters.js';
import { conflict, notFound, type HttpError } from '../../lib/http-error.js';
import type { Action } from '../../lib/audit.js';
import { scopeOf, type Actor } from '../access/access.js';
import {
  assertRejectionComplete,
  decideCommission,
  type CommissionTexts,
  type Decidable,
} from './commission-decision.js';
import type { InstallationStore } from './installation-store.js';

/**
 * The installation core's commission decision (DESIGN §5, issue 36), one for meters and modems: find the
 * installation in the actor's scope, ask the rule (commission-decision.ts), write the change with the version
 * read, add the step to the review record and audit it, all in one transaction. Each kind gives only what
 * differs: its words, its audit actions, its number, and what else its row keeps of a decision.
 */
export interface CommissionKind<Row, Dto extends Decidable, Values> {
  toDto(row: Row): Dto;
  /** The installation's number, as the audit and a bulk report name it. */
  number(dto: Dto): { key: 'meterSno' | 'modemSno'; value: string; division: string | null };
  texts: CommissionTexts & { notFound: string } & Record<'approved' | 'rejected' | 'reopened', string>;
  actions: Record<CommissionStatus, Action>;
  /** The row's values for a decision: the rule's, and what this kind keeps besides. */
  values(
    decided: { commissionStatus: CommissionStatus; rejectionCategory: string | null },
    change: CommissionChange,
  ): Values;
}

/** One change of commission status, made or refused (with the answer a single call would give). */
export type Attempt<Dto> =
  | { outcome: 'done'; installation: Dto; message: string }
  | { outcome: Exclude<BulkOutcome, 'done'>; number: string | null; error: HttpError };

export function createCommission<Row, Dto extends Decidable, Values>(
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
      if (!(await tx.update(id, change.version, kind.values(decision.values, change)))) return false;
      await tx.recordStep(actor, id, decision.step);
      await tx.audit(actor, kind.actions[to], {
        on: { type: store.kind, id },
        location: number.division,
        details: { [number.key]: number.value, from, to, comment: change.comment ?? null, category },
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

  return { find, attempt, changeStatus };
}
