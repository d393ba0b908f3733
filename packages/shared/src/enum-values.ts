/**
 * The closed sets of values the API and the screens share, without their zod schemas (enums.ts): a screen that
 * only shows or filters by them does not load zod (issue 12: main-thread work on a list's first load).
 */

export const ROLES = ['BI_SUPER_ADMIN', 'BI_ADMIN', 'AE_ADMIN', 'FIELD_OFFICER'] as const;

export const ACCESS_LEVELS = ['Meters', 'Modems', 'Meters,Modems'] as const;

export const VIEWS = ['Meters', 'Modems'] as const;

export const COMMISSION_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;

export const TECH_SUPPORT_STATUSES = [
  'PENDING',
  'IN_PROGRESS',
  'RESOLVED',
  'ESCALATED',
  'CLOSED',
  'COMMISSIONED',
  'APPROVED',
  'REJECTED',
] as const;

export const COMMUNICATION_STATUSES = ['LIVE', 'Pending', 'Offline'] as const;

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;

export const TICKET_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;

/** Division stored for people and places when none is given. */
export const UNASSIGNED_DIVISION = 'Unassigned';

export const ACCOUNT_STATUSES = ['Active', 'Inactive'] as const;
