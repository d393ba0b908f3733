import type { Updateable } from 'kysely';
import {
  CONFLICT,
  METER_LIFECYCLE,
  METER_MESSAGES,
  isVerdict,
  techSupportLabel,
  recommendationRefusal,
  TECH_REJECTED,
  type BulkCommissionChange,
  type BulkCommissionResult,
  type CommissionChange,
  type Meter,
  type TechSupportUpdate,
  type UndoDecision,
} from '@smms/shared';
import type { MetersTable } from '../../db/schema.js';
import { conflict, forbidden } from '../../lib/http-error.js';
import { assertRejectionComplete, createCommission, type CommissionKind } from '../lifecycle/index.js';
import type { Actor } from '../access/index.js';
import { ACTIONS } from '../../lib/audit.js';
import { toMeter } from './meters.mapper.js';
import type { MeterRow } from './meters.repo.js';
import type { MeterStore } from './meters.store.js';

/** What the installation core needs to decide on a meter (lifecycle/commission.ts). */
const METER_COMMISSION: CommissionKind<MeterRow, Meter, Updateable<MetersTable>> = {
  toDto: toMeter,
  number: (m) => ({ key: 'meterSno', value: m.meterSno, division: m.division }),
  texts: { ...METER_LIFECYCLE, notFound: METER_MESSAGES.notFound },
  actions: {
    Approved: ACTIONS.meterApproved,
    Rejected: ACTIONS.meterRejected,
    Pending: ACTIONS.meterReopened,
    undone: ACTIONS.meterDecisionUndone,
  },
  // A person's decision is never the rule's.
  values: (decided) => ({ ...decided, autoCommissioned: false }),
};

export function createCommissionService({ store }: { store: MeterStore }) {
  const commission = createCommission(store, METER_COMMISSION);
  const find = commission.find;

  async function changeStatus(actor: Actor, id: number, change: CommissionChange) {
    const { installation: meter, message } = await commission.changeStatus(actor, id, change);
    return { meter, message };
  }

  async function undoDecision(actor: Actor, id: number, undo: UndoDecision) {
    const { installation: meter, message } = await commission.undo(actor, id, undo);
    return { meter, message };
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
      const result = await commission.attempt(actor, id, { ...decision, version });
      results.push(
        result.outcome === 'done'
          ? {
              id,
              meterSno: result.installation.meterSno,
              outcome: 'done',
              message: result.message,
              meter: result.installation,
            }
          : { id, meterSno: result.number, outcome: result.outcome, message: result.error.message },
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
    // A working status in the words of the one it replaces (PENDING for none: "Not started") changes nothing:
    // no write, no "Not started → Not started" in History.
    if (!verdict && techSupportLabel(from) === techSupportLabel(status)) return meter;
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

  return { changeStatus, undoDecision, changeStatusBulk, updateTechSupport };
}
export type CommissionService = ReturnType<typeof createCommissionService>;
