import { techSupportLabel } from '@smms/shared';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANT: Record<string, BadgeProps['variant']> = {
  APPROVED: 'success',
  REJECTED: 'destructive',
  ESCALATED: 'destructive',
  IN_PROGRESS: 'secondary',
  COMMISSIONED: 'success',
  RESOLVED: 'success',
};

/** A tech support status (the BI admin's recommendation, or the workflow status) in words. */
export function TechSupportBadge({ status }: { status: string | null | undefined }) {
  return (
    <Badge variant={(status && VARIANT[status.toUpperCase()]) || 'muted'}>{techSupportLabel(status)}</Badge>
  );
}
