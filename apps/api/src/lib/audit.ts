import { sql } from 'kysely';
import { WORKING_STATUS_ENTRY } from '@smms/shared';
import type { Db } from '../db/connection.js';

/** The audit log's action names, one place for writers and readers. */
export const ACTIONS = {
  login: 'LOGIN',
  loginFailed: 'LOGIN_FAILED',
  loginThrottled: 'LOGIN_THROTTLED',
  logout: 'LOGOUT',
  otpSent: 'OTP_SENT',
  otpNotDelivered: 'OTP_NOT_DELIVERED',
  otpFailed: 'OTP_FAILED',
  otpVerified: 'OTP_VERIFIED',
  passwordReset: 'PASSWORD_RESET',
  passwordChanged: 'PASSWORD_CHANGED',
  sessionsEnded: 'SESSIONS_ENDED',
  twoStepEnabled: 'TWO_STEP_ENABLED',
  twoStepDisabled: 'TWO_STEP_DISABLED',
  twoStepReset: 'TWO_STEP_RESET',
  currentPasswordFailed: 'CURRENT_PASSWORD_FAILED',
  secondFactorPassed: 'SECOND_FACTOR_PASSED',
  secondFactorFailed: 'SECOND_FACTOR_FAILED',
  recoveryCodeUsed: 'RECOVERY_CODE_USED',
  recoveryCodesRenewed: 'RECOVERY_CODES_RENEWED',
  settingChanged: 'SETTING_CHANGED',
  userCreated: 'USER_CREATED',
  userUpdated: 'USER_UPDATED',
  userActivated: 'USER_ACTIVATED',
  userDeactivated: 'USER_DEACTIVATED',
  userDeleted: 'USER_DELETED',
  accessGranted: 'ACCESS_GRANTED',
  meterInstalled: 'METER_INSTALLED',
  meterUpdated: 'METER_UPDATED',
  meterDeleted: 'METER_DELETED',
  meterCommissioned: 'METER_COMMISSIONED',
  meterApproved: 'METER_APPROVED',
  meterRejected: 'METER_REJECTED',
  meterReopened: 'METER_REOPENED',
  meterAutoCommissioned: 'METER_AUTO_COMMISSIONED',
  meterAutoCommissionUndone: 'METER_AUTO_COMMISSION_UNDONE',
  meterDecisionUndone: 'METER_DECISION_UNDONE',
  techSupportUpdated: 'TECH_SUPPORT_UPDATED',
  modemInstalled: 'MODEM_INSTALLED',
  modemUpdated: 'MODEM_UPDATED',
  modemApproved: 'MODEM_APPROVED',
  modemRejected: 'MODEM_REJECTED',
  modemReopened: 'MODEM_REOPENED',
  modemDecisionUndone: 'MODEM_DECISION_UNDONE',
  dtrImported: 'DTR_IMPORTED',
  ticketCreated: 'TICKET_CREATED',
  ticketUpdated: 'TICKET_UPDATED',
  areaCreated: 'AREA_CREATED',
  areaRenamed: 'AREA_RENAMED',
  areaDeleted: 'AREA_DELETED',
  areaOutlineSet: 'AREA_OUTLINE_SET',
  areaOutlineRemoved: 'AREA_OUTLINE_REMOVED',
  serviceAccountCreated: 'SERVICE_ACCOUNT_CREATED',
  serviceAccountRevoked: 'SERVICE_ACCOUNT_REVOKED',
  reviewClaimsReleased: 'REVIEW_CLAIMS_RELEASED',
  listExported: 'LIST_EXPORTED',
} as const;
export type Action = (typeof ACTIONS)[keyof typeof ACTIONS];

/** Who did it: a signed-in caller, or (for sign-in and reset calls) a person the server may not know. */
export interface AuditActor {
  user: { id: number } | null | undefined;
  ip: string | null;
  /** Who acted when no person did: a service account, by name (the entry's actor_name; no actor_id). */
  name?: string | null;
}

/** What was done, to what, where. */
export interface AuditEntry {
  on?: { type: 'meter' | 'modem' | 'user' | 'ticket' | 'area' | 'service_account'; id: number };
  location?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends one entry to the audit log: the one way every change is recorded. Pass the transaction
 * when the change has one, so the entry and the change land together or not at all.
 */
export async function audit(
  db: Db,
  actor: AuditActor,
  action: Action,
  entry: AuditEntry = {},
): Promise<void> {
  await db
    .insertInto('activities')
    .values({
      actorId: actor.user?.id ?? null,
      actorName: actor.name ?? null,
      action,
      entityType: entry.on?.type ?? null,
      entityId: entry.on?.id ?? null,
      location: entry.location ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      ip: actor.ip,
    })
    .execute();
}

/** An audit entry's label key (ACTIVITY_ENTRY_LABELS): its action, or WORKING_STATUS_ENTRY for a working status. */
export const entryLabelKey = (alias: string) => sql<string>`(case
  when ${sql.ref(`${alias}.action`)} = ${ACTIONS.techSupportUpdated}
    and ${sql.ref(`${alias}.details`)} ->> 'working' = 'true' then ${WORKING_STATUS_ENTRY}
  else ${sql.ref(`${alias}.action`)} end)`;
