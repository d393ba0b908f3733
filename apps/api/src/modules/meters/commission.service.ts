import {
  CONFLICT,
  METER_LIFECYCLE,
  METER_MESSAGES,
  type CommissionChange,
  type CommissionStatus,
  type Meter,
  type TechSupportUpdate,
  TRANSITIONS,
  transitionRefusal,
} from '@smms/shared';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
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

export function createCommissionService({ store }: { store: MeterStore }) {
  async function find(actor: Actor, id: number): Promise<Meter> {
    const row = await store.find(scopeOf(actor), id);
    if (!row) throw notFound(METER_MESSAGES.notFound);
    return toMeter(row);
  }

  async function changeStatus(actor: Actor, id: number, change: CommissionChange) {
    const meter = await find(actor, id);
    // A decision made on an old reading is stale before it is anything else.
    if (change.version !== meter.version) throw conflict(CONFLICT.staleVersion);
    const [from, to] = [meter.commissionStatus, change.commissionStatus];
    switch (transitionRefusal(actor.user.role, from, to, change.comment)) {
      case 'not-allowed':
        throw conflict(METER_LIFECYCLE.forbiddenTransition(from, to));
      case 'role':
        throw forbidden(
          METER_LIFECYCLE.roleCannot(actor.user.role, from, to, TRANSITIONS[`${from}>${to}`]?.roles ?? []),
        );
      case 'comment':
        throw badRequest(METER_LIFECYCLE.commentRequired, { comment: METER_LIFECYCLE.commentRequired });
    }
    await store.transaction(async (tx) => {
      const values = {
        commissionStatus: to,
        autoCommissioned: false,
        ...(change.comment ? { comments: change.comment } : {}),
        rejectionCategory: to === 'Rejected' ? (change.rejectionCategory ?? meter.rejectionCategory) : null,
      };
      if (!(await tx.update(id, change.version, values))) throw conflict(CONFLICT.staleVersion);
      await tx.audit(actor, ACTION[to], {
        on: { type: 'meter', id },
        location: meter.division,
        details: {
          meterSno: meter.meterSno,
          from: meter.commissionStatus,
          to,
          comment: change.comment ?? null,
        },
      });
    });
    return { meter: await find(actor, id), message: MESSAGE[to] };
  }

  /** SPEC §7 update-tech-support: the status, and the comment stamped with time and reviewer. */
  async function updateTechSupport(actor: Actor, input: TechSupportUpdate) {
    const meter = await find(actor, input.meterId);
    const status = input.techSupportStatus.toUpperCase();
    const stamp = `[${new Date().toISOString()}] ${actor.user.firstName} ${actor.user.lastName}: ${status}${input.comments ? ` - ${input.comments}` : ''}`;
    const comments = meter.comments ? `${meter.comments}\n${stamp}` : stamp;
    await store.transaction(async (tx) => {
      if (!(await tx.update(meter.id, meter.version, { techSupportStatus: status, comments })))
        throw conflict(CONFLICT.staleVersion);
      await tx.audit(actor, ACTIONS.techSupportUpdated, {
        on: { type: 'meter', id: meter.id },
        location: meter.division,
        details: { meterSno: meter.meterSno, from: meter.techSupportStatus, to: status },
      });
    });
    return find(actor, meter.id);
  }

  return { changeStatus, updateTechSupport };
}
export type CommissionService = ReturnType<typeof createCommissionService>;
