import {
  CONFLICT,
  METER_LIFECYCLE,
  METER_MESSAGES,
  isVerdict,
  recommendationRefusal,
  TECH_REJECTED,
  type BulkCommissionChange,
  type BulkCommissionResult,
  type BulkOutcome,
  type CommissionChange,
  type CommissionStatus,
  type Meter,
  type TechSupportUpdate,
} from '@smms/shared';
import { conflict, forbidden, notFound, type HttpError } from '../../lib/http-error.js';
import { assertRejectionComplete, decideCommission } from '../lifecycle/commission-decision.js';
import { scopeOf, type Actor } from '../access/access.js';
import { ACTIONS, type Action } from '../../lib/audit.js';
import { toMeter } from './meters.mapper.js';
import type { MeterStore } from './meters.store.js';

/** What the audit log calls each change, by the status it goes to. */
const ACTION: Record<CommissionStatus, Action> = {
  Approved: ACTIONS.meterApproved,
  Rejected: ACTIONS.meterRejected,
  Pending: ACTIONS.meterReopened,
};

const MESSAGE: Record<CommissionStatus, string> = {
  Approved: METER_LIFECYCLE.approved,
  Rejected: METER_LIFECYCLE.rejected,
  Pending: METER_LIFECYCLE.reopened,
};

/** One change of commission status, made or refused (with the answer a single call would give). */
type Attempt =
  | { outcome: 'done'; meter: Meter; message: string }
  | { outcome: Exclude<BulkOutcome, 'done'>; meterSno: string | null; error: HttpError };

export function createCommissionService({ store }: { store: MeterStore }) {
  async function find(actor: Actor, id: number): Promise<Meter> {
    const row = await store.find(scopeOf(actor), id);
    if (!row) throw notFound(METER_MESSAGES.notFound);
    return toMeter(row);
  }

  /** DESIGN §5 for one meter, in its own transaction: the one rule behind the single and the bulk call. */
  async function attempt(actor: Actor, id: number, change: CommissionChange): Promise<Attempt> {
    const row = await store.find(scopeOf(actor), id);
    if (!row) return { outcome: 'not-found', meterSno: null, error: notFound(METER_MESSAGES.notFound) };
    const meter = toMeter(row);
    const refuse = (outcome: Exclude<BulkOutcome, 'done'>, error: HttpError): Attempt => ({
      outcome,
      meterSno: meter.meterSno,
      error,
    });
    const decision = decideCommission(actor, meter, change, METER_LIFECYCLE);
    if (decision.refused) return refuse(decision.refused, decision.error);
    const { from, to, category } = decision;
    const applied = await store.transaction(async (tx) => {
      const values = { ...decision.values, autoCommissioned: false };
      if (!(await tx.update(id, change.version, values))) return false;
      await tx.recordStep(actor, id, decision.step);
      await tx.audit(actor, ACTION[to], {
        on: { type: 'meter', id },
        location: meter.division,
        details: { meterSno: meter.meterSno, from, to, comment: change.comment ?? null, category },
      });
      return true;
    });
    if (!applied) return refuse('stale', conflict(CONFLICT.staleVersion));
    return { outcome: 'done', meter: await find(actor, id), message: MESSAGE[to] };
  }

  async function changeStatus(actor: Actor, id: number, change: CommissionChange) {
    if (change.commissionStatus === 'Rejected') assertRejectionComplete(change);
    const result = await attempt(actor, id, change);
    if (result.outcome !== 'done') throw result.error;
    return { meter: result.meter, message: result.message };
  }

  /**
   * One decision for many meters (DESIGN §7, the super admin's bulk review): each meter is changed on its
   * own, by the same rule as one call, and the answer says what happened to each; a refused one is as
   * it was. An incomplete rejection refuses the whole request before any meter changes.
   */
  async function changeStatusBulk(actor: Actor, input: BulkCommissionChange) {
    const { items, ...decision } = input;
    if (decision.commissionStatus === 'Rejected') assertRejectionComplete(decision);
    const results: BulkCommissionResult[] = [];
    for (const { id, version } of items) {
      const result = await attempt(actor, id, { ...decision, version });
      results.push(
        result.outcome === 'done'
          ? {
              id,
              meterSno: result.meter.meterSno,
              outcome: 'done',
              message: result.message,
              meter: result.meter,
            }
          : { id, meterSno: result.meterSno, outcome: result.outcome, message: result.error.message },
      );
    }
    const done = results.filter((r) => r.outcome === 'done').length;
    const refused = results.length - done;
    return {
      data: { results, done, refused },
      message: METER_LIFECYCLE.bulkDone(decision.commissionStatus, done, refused),
    };
  }

  /**
   * SPEC §7 update-tech-support. A verdict (Approved or Rejected) is the BI_ADMIN's recommendation (DESIGN §7):
   * it moves the meter from "awaiting recommendation" to "awaiting decision", is an event in the review record
   * with its comment, and a rejection carries its category onto the meter; only a meter awaiting a decision
   * takes one. Any other word is the super admin's working status, which moves nothing between queues and is
   * only audited. The installer's comments stay as they are.
   */
  async function updateTechSupport(actor: Actor, input: TechSupportUpdate) {
    const status = input.techSupportStatus.toUpperCase();
    const rejecting = status === TECH_REJECTED;
    if (rejecting)
      assertRejectionComplete(
        { comment: input.comments, rejectionCategory: input.rejectionCategory },
        'comments',
      );
    const verdict = isVerdict(status);
    const meter = await find(actor, input.meterId);
    if (input.version !== undefined && input.version !== meter.version) throw conflict(CONFLICT.staleVersion);
    switch (recommendationRefusal(actor.user.role, status, meter.commissionStatus)) {
      case 'role':
        throw forbidden(METER_LIFECYCLE.recommendationOnly);
      case 'decided':
        throw conflict(METER_LIFECYCLE.recommendationOnDecided(meter.commissionStatus));
    }
    const from = verdict ? meter.techSupportStatus : meter.techSupportProgress;
    const category = rejecting ? (input.rejectionCategory ?? null) : null;
    const comment = input.comments ?? null;
    await store.transaction(async (tx) => {
      const values = verdict
        ? { techSupportStatus: status, rejectionCategory: category }
        : { techSupportProgress: status };
      if (!(await tx.update(meter.id, meter.version, values))) throw conflict(CONFLICT.staleVersion);
      if (verdict)
        await tx.recordStep(actor, meter.id, { kind: 'recommendation', from, to: status, category, comment });
      await tx.audit(actor, ACTIONS.techSupportUpdated, {
        on: { type: 'meter', id: meter.id },
        location: meter.division,
        details: { meterSno: meter.meterSno, from, to: status, comment, category, working: !verdict },
      });
    });
    return find(actor, meter.id);
  }

  return { changeStatus, changeStatusBulk, updateTechSupport };
}
export type CommissionService = ReturnType<typeof createCommissionService>;
