import type { StateLabel } from '@smms/shared';

/** The badge of each Status word of the officer page (the words are the lifecycle's officerMeters labels). */
export const OFFICER_METER_BADGE = {
  Approved: 'success',
  Rejected: 'destructive',
  Commissioned: 'secondary',
  Pending: 'warning',
} as const satisfies Record<StateLabel<'officerMeters'>, string>;
