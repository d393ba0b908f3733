import { z } from 'zod';

export const ROLES = ['BI_SUPER_ADMIN', 'BI_ADMIN', 'AE_ADMIN', 'FIELD_OFFICER'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const ACCESS_LEVELS = ['Meters', 'Modems', 'Meters,Modems'] as const;
export const AccessLevel = z.enum(ACCESS_LEVELS);
export type AccessLevel = z.infer<typeof AccessLevel>;

export const VIEWS = ['Meters', 'Modems'] as const;
export const View = z.enum(VIEWS);
export type View = z.infer<typeof View>;

export const COMMISSION_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export const CommissionStatus = z.enum(COMMISSION_STATUSES);
export type CommissionStatus = z.infer<typeof CommissionStatus>;

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
export const TechSupportStatus = z.enum(TECH_SUPPORT_STATUSES);
export type TechSupportStatus = z.infer<typeof TechSupportStatus>;

export const COMMUNICATION_STATUSES = ['LIVE', 'Pending', 'Offline'] as const;
export const CommunicationStatus = z.enum(COMMUNICATION_STATUSES);
export type CommunicationStatus = z.infer<typeof CommunicationStatus>;

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export const TICKET_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;

/** Division stored for people and places when none is given. */
export const UNASSIGNED_DIVISION = 'Unassigned';
