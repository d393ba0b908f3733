import type { MeterFilters } from './meters.filters.js';
import { techSupportFilters } from './meters.filters.js';

/**
 * What awaits each reviewer in the Meters view, as its list's filters: one home for each queue, read by the bell
 * (dashboard/notifications.ts) and by "Start reviewing" (review-claims).
 */
export const METER_QUEUES = {
  /** BI_ADMIN: pending meters without a recommendation (Pending Meters Review, recommendation None). */
  recommendation: { stage: 'pending-review', review: 'No Status' },
  /** The super admin: pending meters with a recommendation, to decide (Tech Support Management). */
  decision: techSupportFilters({ review: 'Pending Review' }),
  /** AE_ADMIN: its officers' rejected meters, which need a field fix (Commission Rejected). */
  rework: { stage: 'rejected' },
} as const satisfies Record<string, MeterFilters>;
