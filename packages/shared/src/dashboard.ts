import { z } from 'zod';
import { View } from './enums.js';

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

export const ActivityQuery = z.object({
  type: z.enum(['meter', 'modem', 'user']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

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
});
export type Activity = z.infer<typeof Activity>;
export const ActivityList = z.object({ success: z.literal(true), data: z.array(Activity) });

/** What the audit log's actions read as in Recent Activities. */
export const ACTIVITY_LABELS: Record<string, string> = {
  METER_INSTALLED: 'Meter installed',
  METER_UPDATED: 'Meter updated',
  METER_DELETED: 'Meter deleted',
  METER_COMMISSIONED: 'Meter commissioned',
  METER_APPROVED: 'Meter approved',
  METER_REJECTED: 'Meter rejected',
  METER_REOPENED: 'Meter reopened',
  METER_AUTO_COMMISSIONED: 'Meter auto-commissioned',
  TECH_SUPPORT_UPDATED: 'Tech support status updated',
  MODEM_INSTALLED: 'Modem installed',
  MODEM_UPDATED: 'Modem updated',
  USER_CREATED: 'User created',
  USER_UPDATED: 'User updated',
  USER_ACTIVATED: 'User activated',
  USER_DEACTIVATED: 'User deactivated',
  USER_DELETED: 'User deleted',
  ACCESS_GRANTED: 'Access granted',
  DTR_IMPORTED: 'DTR data imported',
  PASSWORD_CHANGED: 'Password changed',
};

/** The pages a notification can open, under the role's prefix; the console owns the paths (SPEC §2.1). */
export const NOTIFICATION_PAGES = ['tech-support', 'meters-commissioned', 'commission-rejected'] as const;

export const NOTIFICATION_LABELS = {
  awaitingReview: 'meters awaiting review',
  rejectedAwaitingFix: 'meters rejected and awaiting a field fix',
} as const;

export const Notification = z.object({
  key: z.string(),
  count: z.number().int(),
  label: z.string(),
  page: z.enum(NOTIFICATION_PAGES),
});
export const NotificationList = z.object({ success: z.literal(true), data: z.array(Notification) });
export type Notification = z.infer<typeof Notification>;
