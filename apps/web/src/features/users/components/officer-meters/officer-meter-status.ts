import type { OfficerMeterFilter } from '@smms/shared';

type Status = (typeof OfficerMeterFilter)['options'][number];

/** The officer page's status of a meter, the same four the filter offers (and the server filters by). */
export function officerMeterStatus(m: { commissionStatus: string; communicationStatus: string }): Status {
  if (m.commissionStatus === 'Approved') return 'Approved';
  if (m.commissionStatus === 'Rejected') return 'Rejected';
  return m.communicationStatus === 'LIVE' ? 'Commissioned' : 'Pending';
}

export const OFFICER_METER_BADGE = {
  Approved: 'success',
  Rejected: 'destructive',
  Commissioned: 'secondary',
  Pending: 'warning',
} as const satisfies Record<Status, string>;
