import { labelState, type MeterStatus } from '@smms/shared';
import { StateBadge } from '@/components/review/state-badges';

/** The Status column of the lists: the API's status value (ACTIVE, PENDING…) shown as its state's one word. */
export function MeterStatusBadge({ status }: { status: MeterStatus }) {
  return <StateBadge state={labelState('meterList', status)} />;
}
