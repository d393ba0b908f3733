import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from '@smms/shared';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const STATUS_VARIANT: Record<TicketStatus, BadgeProps['variant']> = {
  open: 'warning',
  in_progress: 'default',
  resolved: 'success',
  closed: 'muted',
};
const PRIORITY_VARIANT: Record<TicketPriority, BadgeProps['variant']> = {
  critical: 'destructive',
  high: 'warning',
  medium: 'secondary',
  low: 'muted',
};

export const TicketStatusBadge = ({ status }: { status: TicketStatus }) => (
  <Badge variant={STATUS_VARIANT[status]}>{TICKET_STATUS_LABELS[status]}</Badge>
);

export const TicketPriorityBadge = ({ priority }: { priority: TicketPriority }) => (
  <Badge variant={PRIORITY_VARIANT[priority]}>{TICKET_PRIORITY_LABELS[priority]}</Badge>
);
