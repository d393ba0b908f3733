import { z } from 'zod';
import { wholeNumber } from './fields.js';
import { View } from './enums.js';
import { PAGES } from './roles.js';

export const DashboardQuery = z.object({ view: View.default('Meters') });

/** One view's stage counts and the people counts (SPEC §2.4), scoped to the caller. */
export const DashboardCounts = z.object({
  view: View,
  installed: z.number().int(),
  commissioned: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  pending: z.number().int(),
  fieldOfficers: z.number().int(),
  aeAdmins: z.number().int(),
  biAdmins: z.number().int(),
});
export type DashboardCounts = z.infer<typeof DashboardCounts>;
export const DashboardResponse = z.object({ success: z.literal(true), data: DashboardCounts });

export const ACTIVITY_ENTITY_TYPES = ['meter', 'modem', 'user'] as const;
export const ActivityEntityType = z.enum(ACTIVITY_ENTITY_TYPES);

export const ACTIVITY_MESSAGES = {
  entityIdNeedsType: 'entityId needs entityType (meter, modem or user)',
  typeMismatch: 'type and entityType name different kinds of record; send one',
  fromAfterTo: 'from must not be after to',
  badDate: 'Use a date (YYYY-MM-DD, a UTC day) or an ISO 8601 date-time with a time zone',
  dateRange: 'Use a date between the years 1900 and 9999',
  unknownAction: 'Unknown action',
} as const;

/** A bound of the date filter: a whole UTC day, or an instant with its offset. */
const DayOrInstant = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: ACTIVITY_MESSAGES.badDate })
  .refine((bound) => Number(bound.slice(0, 4)) >= 1900, ACTIVITY_MESSAGES.dateRange);
/** Whether a date bound is a whole day (YYYY-MM-DD) rather than an instant. */
export const isWholeDay = (bound: string) => /^\d{4}-\d{2}-\d{2}$/.test(bound);

/**
 * GET /activities: the newest entries the caller may see, narrowed by record (entityType + entityId: a
 * meter's history), actor, action and a date range (from and to inclusive; a bare date is a whole UTC day),
 * `limit` at a time, newest first; `before` pages on to older ones.
 * `type` is the dashboards' older name for entityType and still works.
 */
const ActivityFilters = z.object({
  type: ActivityEntityType.optional(),
  entityType: ActivityEntityType.optional(),
  entityId: wholeNumber(1).optional(),
  actorId: wholeNumber(1).optional(),
  action: z
    .string()
    .refine((a) => Object.hasOwn(ACTIVITY_LABELS, a), ACTIVITY_MESSAGES.unknownAction)
    .optional(),
  from: DayOrInstant.optional(),
  to: DayOrInstant.optional(),
  limit: wholeNumber(1, 100).default(10),
  /** The page after the one whose last entry had this id (the answer's `nextBefore`): older entries. */
  before: wholeNumber(1).optional(),
});

/** The filters' rules, for the log and its export alike. */
const checkedFilters = <T extends typeof ActivityFilters>(filters: T) =>
  filters
    .refine((q) => !(q.type && q.entityType && q.type !== q.entityType), {
      message: ACTIVITY_MESSAGES.typeMismatch,
      path: ['entityType'],
    })
    .refine((q) => q.entityId === undefined || Boolean(q.entityType ?? q.type), {
      message: ACTIVITY_MESSAGES.entityIdNeedsType,
      path: ['entityId'],
    })
    .refine((q) => !(q.from && q.to && Date.parse(q.from) > Date.parse(q.to)), {
      message: ACTIVITY_MESSAGES.fromAfterTo,
      path: ['from'],
    });

export const ActivityQuery = checkedFilters(ActivityFilters);
export type ActivityQuery = z.infer<typeof ActivityQuery>;

/** The export's formats: CSV for people, NDJSON (one JSON entry a line, every detail kept) for a SIEM. */
export const ACTIVITY_EXPORT_FORMATS = ['csv', 'ndjson'] as const;

/** GET /activities/export: every entry of the same filters (limit and before do not apply), as CSV or NDJSON. */
export const ActivityExportQuery = checkedFilters(
  ActivityFilters.extend({ format: z.enum(ACTIVITY_EXPORT_FORMATS).default('csv') }),
);
export type ActivityExportQuery = z.infer<typeof ActivityExportQuery>;

export const Activity = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  label: z.string(),
  actorName: z.string().nullable(),
  location: z.string().nullable(),
  entityType: z.string().nullable(),
  entityId: z.number().int().nullable(),
  subject: z.string().nullable(),
  /** For a change of state (commission or tech support status): what it was, what it became, and why. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  comment: z.string().nullable(),
  /** A rejection's category (REJECTION_CATEGORIES), when the change was one. */
  category: z.string().nullable().optional(),
});
export type Activity = z.infer<typeof Activity>;
export const ActivityList = z.object({
  success: z.literal(true),
  data: z.array(Activity),
  /** Send as `before` for the next (older) page; null when this page is the last. */
  nextBefore: z.number().int().nullable(),
});
/** GET /activities/export: the audit log's entries of the same filters, every one, as CSV. */
export const ACTIVITY_EXPORT = {
  filePrefix: 'smms-audit-log',
  headers: [
    'At',
    'Action',
    'By',
    'Record',
    'Record ID',
    'Subject',
    'From',
    'To',
    'Category',
    'Comment',
    'Location',
    'Address',
  ],
} as const;

/** What the audit log's actions read as in Recent Activities. */
export const ACTIVITY_LABELS: Record<string, string> = {
  METER_INSTALLED: 'Meter installed',
  METER_UPDATED: 'Meter updated',
  METER_DELETED: 'Meter deleted',
  METER_COMMISSIONED: 'Meter commissioned',
  METER_APPROVED: 'Meter approved',
  METER_REJECTED: 'Meter rejected',
  METER_REOPENED: 'Meter reopened',
  METER_AUTO_COMMISSIONED: 'Meter approved by the rule',
  METER_AUTO_COMMISSION_UNDONE: 'Automatic approval undone',
  METER_DECISION_UNDONE: 'Meter decision undone',
  /** A BI_ADMIN's verdict, as History names it; the super admin's working words are WORKING_STATUS_ENTRY's. */
  TECH_SUPPORT_UPDATED: 'Recommended',
  MODEM_INSTALLED: 'Modem installed',
  MODEM_UPDATED: 'Modem updated',
  MODEM_APPROVED: 'Modem approved',
  MODEM_REJECTED: 'Modem rejected',
  MODEM_REOPENED: 'Modem reopened',
  MODEM_DECISION_UNDONE: 'Modem decision undone',
  USER_CREATED: 'User created',
  USER_UPDATED: 'User updated',
  USER_ACTIVATED: 'User activated',
  USER_DEACTIVATED: 'User deactivated',
  USER_DELETED: 'User deleted',
  ACCESS_GRANTED: 'Access granted',
  DTR_IMPORTED: 'DTR data imported',
  PASSWORD_CHANGED: 'Password changed',
  SESSIONS_ENDED: 'Sessions ended',
  TICKET_CREATED: 'Ticket created',
  TICKET_UPDATED: 'Ticket updated',
  AREA_CREATED: 'Area added',
  AREA_RENAMED: 'Area renamed',
  AREA_DELETED: 'Area removed',
  AREA_OUTLINE_SET: 'Area outline drawn',
  AREA_OUTLINE_REMOVED: 'Area outline removed',
  SERVICE_ACCOUNT_CREATED: 'Service account created',
  SERVICE_ACCOUNT_REVOKED: 'Service account revoked',
  REVIEW_CLAIMS_RELEASED: 'Review claims released',
  LOGIN: 'Signed in',
  LOGIN_FAILED: 'Sign-in failed',
  LOGIN_THROTTLED: 'Sign-in slowed down',
  LOGOUT: 'Signed out',
  OTP_SENT: 'Password reset OTP sent',
  OTP_NOT_DELIVERED: 'Password reset OTP not delivered',
  OTP_VERIFIED: 'Password reset OTP verified',
  OTP_FAILED: 'Password reset OTP refused',
  PASSWORD_RESET: 'Password reset',
  TWO_STEP_ENABLED: 'Two-step sign-in turned on',
  TWO_STEP_DISABLED: 'Two-step sign-in turned off',
  TWO_STEP_RESET: 'Two-step sign-in reset by the super admin',
  CURRENT_PASSWORD_FAILED: 'Current password refused',
  SECOND_FACTOR_PASSED: 'Two-step sign-in code accepted',
  SECOND_FACTOR_FAILED: 'Two-step sign-in code refused',
  RECOVERY_CODE_USED: 'Recovery code used',
  RECOVERY_CODES_RENEWED: 'Recovery codes renewed',
  SETTING_CHANGED: 'Setting changed',
  LIST_EXPORTED: 'List exported',
};

/** The pages a notification can open, under the role's prefix; the console owns the paths (SPEC §2.1). */
export const NOTIFICATION_PAGES = [
  PAGES.techSupport,
  PAGES.metersCommissioned,
  PAGES.commissionRejected,
  PAGES.modemsCommissioned,
  PAGES.modemsCommissionRejected,
] as const;

/** What awaits each role (DESIGN §7): BI_ADMIN recommends, BI_SUPER_ADMIN decides, AE_ADMIN fixes. */
export const NOTIFICATION_LABELS = {
  awaitingRecommendation: 'meters awaiting your recommendation',
  awaitingDecision: 'meters recommended to approve, awaiting your decision',
  awaitingDecisionReject: 'meters recommended to reject, awaiting your decision',
  rejectedAwaitingFix: 'meters rejected and awaiting a field fix',
  modemsAwaitingDecision: 'live modems awaiting your decision',
  modemsRejectedAwaitingFix: 'modems rejected and awaiting a field fix',
  overdueRecommendation: 'meters overdue for your recommendation',
  overdueReview: 'pending meters overdue in review',
  overdueRework: 'rejected meters overdue for a field fix',
  modemsOverdueDecision: 'live modems overdue for your decision',
  modemsOverdueRework: 'rejected modems overdue for a field fix',
  flaggedDecision: 'flagged meters awaiting your decision',
  modemsFlaggedDecision: 'flagged live modems awaiting your decision',
} as const;

/** GET /notifications: what awaits the user in one view (the bell speaks of that view's lists). */
export const NotificationQuery = z.object({ view: View.default('Meters') });

export const Notification = z.object({
  key: z.string(),
  /** The total of the list the notification opens. */
  count: z.number().int(),
  label: z.string(),
  page: z.enum(NOTIFICATION_PAGES),
  /** The filters of that list (its URL query), so the bell opens exactly what it counted. */
  query: z.record(z.string(), z.string()).optional(),
  /** Past its review target (issue 41): the sidebar shows it beside the list too. */
  overdue: z.boolean().optional(),
  /** Flagged (issue 42): part of the decision items' lists, as an overdue item is part of its list's. */
  flagged: z.boolean().optional(),
});
export const NotificationList = z.object({ success: z.literal(true), data: z.array(Notification) });
export type Notification = z.infer<typeof Notification>;

/**
 * A TECH_SUPPORT_UPDATED entry that set the super admin's working status (`details.working`) rather than
 * recommend: its own label, so the log never calls a recommendation a status update (issue 38).
 */
export const WORKING_STATUS_ENTRY = 'TECH_SUPPORT_WORKING';
/** Every audit entry's label by its label key (the action, or WORKING_STATUS_ENTRY). */
export const ACTIVITY_ENTRY_LABELS: Record<string, string> = {
  ...ACTIVITY_LABELS,
  [WORKING_STATUS_ENTRY]: 'Tech support status updated',
};
