import type { Insertable } from 'kysely';
import { AUTO_COMMISSION_DEFAULT, inComparedOrder, ruleSummary, type AutoCommissionRule } from '@smms/shared';
import { ACTIONS } from '../../lib/audit.js';
import type { SettingsTable } from '../schema.js';
import type { Journal } from './review-steps.js';

/**
 * The demo's super admin turns the auto-commissioning rule on (every compared field) at `at`, before the first
 * meter it approves, as PUT /settings/auto-commission does on a new database (discom's auto-commission.service.ts
 * changeRule): the setting's first version, and the audit entry from → to. The setting's row is answered for the
 * caller to insert; the histories made after this name it. The data layer does not call modules
 * (eslint/api-boundaries.js), and that call would date the change now, after the approvals it governs; so the
 * demo writes what it writes, and demo-history.test.ts holds the two to the same row and entry.
 */
export function turnRuleOn(
  journal: Journal,
  superAdmin: { id: number; username: string },
  at: Date,
): Insertable<SettingsTable> {
  const before: AutoCommissionRule = AUTO_COMMISSION_DEFAULT;
  const after: AutoCommissionRule = { enabled: true, fields: inComparedOrder(before.fields) };
  const version = 1;
  journal.rule = { version, fields: after.fields };
  journal.activities.push({
    at,
    actorId: superAdmin.id,
    action: ACTIONS.settingChanged,
    entityType: null,
    index: null,
    location: null,
    details: JSON.stringify({
      setting: 'autoCommission',
      from: ruleSummary(before),
      to: ruleSummary(after),
      before,
      after,
      version,
      by: superAdmin.username,
    }),
    ip: null,
  });
  return {
    key: 'autoCommission',
    value: JSON.stringify(after),
    version,
    updatedAt: at,
    updatedBy: superAdmin.id,
  };
}
