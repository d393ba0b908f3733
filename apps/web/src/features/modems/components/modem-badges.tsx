import { MODEM_DETAIL_TEXTS, type ModemStageLabel } from '@smms/shared';
import { Badge, type BadgeProps } from '@/components/ui/badge';

type Variant = BadgeProps['variant'];

const STAGE_VARIANT: Record<ModemStageLabel, Variant> = {
  Accepted: 'success',
  Rejected: 'destructive',
  Commissioned: 'secondary',
  Installed: 'warning',
};

/** The Status column: where the modem is now, in the modem words (SPEC §4). */
export function ModemStageBadge({ stage }: { stage: ModemStageLabel }) {
  return <Badge variant={STAGE_VARIANT[stage]}>{stage}</Badge>;
}

/** Green when LIVE, grey otherwise ("Offline" when unknown). */
export function ModemCommunicationBadge({ status }: { status: string | null | undefined }) {
  const live = status === 'LIVE';
  return (
    <Badge variant={live ? 'success' : 'muted'} data-tone={live ? 'green' : 'grey'}>
      {status || MODEM_DETAIL_TEXTS.offline}
    </Badge>
  );
}

/** Approved green, Rejected red, anything else yellow; missing reads Pending. */
export function ModemCommissionBadge({ status }: { status: string | null | undefined }) {
  const variant: Variant =
    status === 'Approved' ? 'success' : status === 'Rejected' ? 'destructive' : 'warning';
  return <Badge variant={variant}>{status || MODEM_DETAIL_TEXTS.pending}</Badge>;
}
