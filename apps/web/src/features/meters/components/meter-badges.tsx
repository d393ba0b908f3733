import type { MeterStatus, StateLabel } from '@smms/shared';
import { Badge, type BadgeProps } from '@/components/ui/badge';

type Variant = BadgeProps['variant'];

const STATUS_VARIANT: Record<MeterStatus, Variant> = {
  COMMISSIONED: 'success',
  ACTIVE: 'secondary',
  PENDING: 'warning',
  INACTIVE: 'muted',
};

/** The Status column of the lists. */
export function MeterStatusBadge({ status }: { status: MeterStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{status}</Badge>;
}

const OFFICER_STATUS_VARIANT: Record<StateLabel<'officerMeters'>, Variant> = {
  Approved: 'success',
  Rejected: 'destructive',
  Commissioned: 'secondary',
  Pending: 'warning',
};

/** The Status column of one officer's meters, in that page's words (the lifecycle's officerMeters labels). */
export function OfficerMeterStatusBadge({ label }: { label: StateLabel<'officerMeters'> }) {
  return <Badge variant={OFFICER_STATUS_VARIANT[label]}>{label}</Badge>;
}
