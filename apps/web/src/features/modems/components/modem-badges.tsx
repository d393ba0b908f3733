import { labelState, type ModemStageLabel } from '@smms/shared';
import { StateBadge } from '@/components/review/state-badges';

/** The Status column: where the modem is now, the API's modem label shown as its state's one word (DESIGN §7). */
export function ModemStageBadge({ stage }: { stage: ModemStageLabel }) {
  return <StateBadge state={labelState('modems', stage)} />;
}
