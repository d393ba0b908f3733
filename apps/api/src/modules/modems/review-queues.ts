import type { ModemFilters } from './modems.repo.js';

/**
 * What awaits each reviewer in the Modems view, as its list's filters (without the caller's scope): read by the
 * bell (dashboard/notifications.ts) and by "Start reviewing" (review-claims). BI_ADMIN does not review modems.
 */
export const MODEM_QUEUES = {
  /** The super admin: commissioned modems still Pending (Modems Commissioned, Status Commissioned). */
  decision: { stage: 'commissioned', status: 'Commissioned' },
  /** AE_ADMIN: its officers' rejected modems, which need a field fix (Modems Commission Rejected). */
  rework: { stage: 'rejected' },
} as const satisfies Record<string, Omit<ModemFilters, 'scope'>>;
