import {
  AUTO_COMMISSION_MESSAGES as M,
  BACK_TO_REVIEW,
  ChangeAutoCommissionRule,
  CONFLICT,
  inComparedOrder,
  METER_MESSAGES,
  ruleSummary,
  type AutoCommissionRule,
  type AutoCommissionSetting,
  type CommissionStatus,
  type Meter,
  type UndoAutoCommission,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { UserRow } from '../../db/schema.js';
import { ACTIONS, audit } from '../../lib/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { scopeOf, type Actor } from '../access/index.js';
import { toMeter, meterStore, type MeterStore } from '../meters/index.js';
import { readStoredSetting, writeSettingAt } from '../settings/index.js';

/** Who changes the rule: the signed-in super admin, or the demo loader acting as the demo's. */
export interface RuleChanger {
  user: UserRow;
  ip: string | null;
}

const OWNER = 'BI_SUPER_ADMIN';
const APPROVED: CommissionStatus = 'Approved';
const PENDING: CommissionStatus = 'Pending';

/**
 * Auto-commissioning as the super admin's rule (issue 36): its setting (on or off, the fields that must match),
 * changed only by the super admin, version-checked and audited from → to; and the undo of one of its approvals,
 * which sends the meter back to people for good (discom.sql.ts leftToPeopleSql reads the undo in the record).
 */
export function createAutoCommissionService({ db, store }: { db: Db; store: MeterStore }) {
  async function readRule(): Promise<AutoCommissionSetting> {
    const setting = await readStoredSetting(db, 'autoCommission');
    return {
      ...setting.value,
      version: setting.version,
      updatedAt: setting.updatedAt,
      updatedBy: setting.updatedByName,
    };
  }

  /**
   * A partial change of the rule with the version read. Refused whole before anything is written: 403 for anyone
   * but the super admin, 400 for a bad value (the DTR number must stay compared), 409 when the version is old.
   * A change that changes nothing is answered as it is, with no new version and no audit entry. Turning the rule
   * on approves nothing by itself: the rule judges each meter at its next trigger (head-end, DTR edit, import).
   */
  async function changeRule(actor: RuleChanger, input: ChangeAutoCommissionRule) {
    if (actor.user.role !== OWNER) throw forbidden(M.superAdminOnly);
    const parsed = ChangeAutoCommissionRule.safeParse(input);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? M.fieldsList);
    const { version, ...given } = parsed.data;
    await db.transaction().execute(async (tx) => {
      const current = await readStoredSetting(tx, 'autoCommission');
      if (current.version !== version) throw conflict(CONFLICT.staleVersion);
      const next: AutoCommissionRule = {
        enabled: given.enabled ?? current.value.enabled,
        fields: inComparedOrder(given.fields ?? current.value.fields),
      };
      if (JSON.stringify(next) === JSON.stringify(current.value) && version > 0) return;
      const written = await writeSettingAt(tx, 'autoCommission', next, actor.user.id, version);
      if (written === null) throw conflict(CONFLICT.staleVersion);
      await audit(tx, actor, ACTIONS.settingChanged, {
        details: {
          setting: 'autoCommission',
          from: ruleSummary(current.value),
          to: ruleSummary(next),
          before: current.value,
          after: next,
          version: written,
          by: actor.user.username,
        },
      });
    });
    const rule = await readRule();
    return { rule, message: M.saved(rule.enabled) };
  }

  /**
   * The super admin undoes an approval of the rule's: only an auto-commissioned Approved meter, with the version
   * read (409 when stale) and a comment. It goes back to Pending for people with no verdict (the BI_ADMIN reviews
   * it afresh, as after a reopen), its record and the audit log say who undid it and why, and the rule never
   * approves it again.
   */
  async function undo(
    actor: Actor,
    id: number,
    input: UndoAutoCommission,
  ): Promise<{ meter: Meter; message: string }> {
    if (actor.user.role !== OWNER) throw forbidden(M.superAdminOnly);
    const row = await store.find(scopeOf(actor), id);
    if (!row) throw notFound(METER_MESSAGES.notFound);
    if (input.version !== row.version) throw conflict(CONFLICT.staleVersion);
    if (row.commissionStatus !== APPROVED || !row.autoCommissioned) throw conflict(M.notAutomatic);
    const comment = input.comment.trim();
    if (!comment) throw badRequest(M.undoCommentRequired, { comment: M.undoCommentRequired });
    await store.transaction(async (tx) => {
      if (!(await tx.update(id, input.version, BACK_TO_REVIEW))) throw conflict(CONFLICT.staleVersion);
      await tx.recordStep(actor, id, {
        kind: 'auto-commission-undone',
        from: APPROVED,
        to: PENDING,
        category: null,
        comment,
      });
      await tx.audit(actor, ACTIONS.meterAutoCommissionUndone, {
        on: { type: 'meter', id },
        location: row.division,
        details: { meterSno: row.meterSno, from: APPROVED, to: PENDING, comment },
      });
    });
    const after = await store.find(scopeOf(actor), id);
    if (!after) throw notFound(METER_MESSAGES.notFound);
    return { meter: toMeter(after), message: M.undone(row.meterSno) };
  }

  return { readRule, changeRule, undo };
}
export type AutoCommissionService = ReturnType<typeof createAutoCommissionService>;

/**
 * Sets the rule as `user` (the demo loader, as the demo's super admin): whatever version it has now, through the
 * same checks and audit entry as the super admin's screen.
 */
export async function setAutoCommissionRule(db: Db, user: UserRow, rule: Partial<AutoCommissionRule>) {
  const service = createAutoCommissionService({ db, store: meterStore(db) });
  const { version } = await service.readRule();
  return service.changeRule({ user, ip: null }, { version, ...rule });
}
