import type { ModemStageLabel } from '@smms/shared';
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
