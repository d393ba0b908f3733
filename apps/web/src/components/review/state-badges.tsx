import { METER_DETAIL_TEXTS, techSupportLabel } from '@smms/shared';
import { Badge, type BadgeProps } from '@/components/ui/badge';

/**
 * The colours of an installation's states, meters and modems alike, in one place: commission (Approved green,
 * Rejected red, else yellow), communication (LIVE green, else grey), and tech support (a verdict or a working word).
 */

type Variant = BadgeProps['variant'];

/** Approved green, Rejected red, anything else yellow; missing reads Pending. */
export function CommissionBadge({ status }: { status: string | null | undefined }) {
  const tone = status === 'Approved' ? 'green' : status === 'Rejected' ? 'red' : 'yellow';
  const variant: Variant = tone === 'green' ? 'success' : tone === 'red' ? 'destructive' : 'warning';
  return (
    <Badge variant={variant} data-tone={tone}>
      {status || METER_DETAIL_TEXTS.pending}
    </Badge>
  );
}

/** Green when LIVE, grey otherwise ("Offline" when unknown). */
export function CommunicationBadge({ status }: { status: string | null | undefined }) {
  const live = status === 'LIVE';
  return (
    <Badge variant={live ? 'success' : 'muted'} data-tone={live ? 'green' : 'grey'}>
      {status || METER_DETAIL_TEXTS.offline}
    </Badge>
  );
}

const TECH_SUPPORT_VARIANT: Record<string, Variant> = {
  APPROVED: 'success',
  REJECTED: 'destructive',
  ESCALATED: 'destructive',
  IN_PROGRESS: 'secondary',
  COMMISSIONED: 'success',
  RESOLVED: 'success',
};

/** A tech support status (the BI admin's recommendation, or the super admin's working word) in words. */
export function TechSupportBadge({ status }: { status: string | null | undefined }) {
  return (
    <Badge variant={(status && TECH_SUPPORT_VARIANT[status.toUpperCase()]) || 'muted'}>
      {techSupportLabel(status)}
    </Badge>
  );
}
