import {
  DATE_DISPLAY_TEXTS as T,
  installationStep,
  METER_DETAIL_TEXTS,
  SLA_WORDS,
  slaState,
  STEP_WORDS,
  type LifecycleFields,
} from '@smms/shared';
import { Badge } from '@/components/ui/badge';
import { useSlaCutoffs } from '@/lib/api/get-review-targets';
import { formatDateTime, formatWaited } from '@/lib/format-date';

/** Past its target or near it (issue 41): a word beside the wait, in the state's colour; on time says nothing. */
const SLA_BADGES = { 'due-soon': 'warning', overdue: 'destructive' } as const;

/**
 * How long an installation has waited in its review step ("3 d"), with the step and since when in its tooltip
 * and for a screen reader, and "Due soon" or "Overdue" beside it by the review targets; `full` writes the step
 * and date out too ("3 d · Live, awaiting recommendation since 23 Nov 2026, 14:05"), as a detail dialog has room
 * to. An accepted one waits for nothing: N/A (as one the server sent with no commission status it knows).
 */
export function WaitingCell({
  installation,
  full = false,
}: {
  installation: LifecycleFields & { stepSince: string; circle: string | null };
  full?: boolean;
}) {
  const cutoffs = useSlaCutoffs();
  const step = installationStep(installation);
  if (step === null || step === 'accepted') return METER_DETAIL_TEXTS.notAvailable;
  const since = T.waitingSince(STEP_WORDS[step], formatDateTime(installation.stepSince));
  const waited = formatWaited(installation.stepSince);
  const sla = cutoffs ? slaState(installation, cutoffs) : null;
  const badge = sla && sla !== 'on-time' && (
    <Badge variant={SLA_BADGES[sla]} className="ml-1.5 whitespace-nowrap">
      {SLA_WORDS[sla]}
    </Badge>
  );
  if (full)
    return (
      <>
        <time dateTime={installation.stepSince}>{T.waitedInStep(waited, since)}</time>
        {badge}
      </>
    );
  // A time element may not be named: the step and date are read aloud from hidden text, and the title is the
  // pointer's tooltip.
  return (
    <span className="whitespace-nowrap">
      <time dateTime={installation.stepSince} title={since}>
        {waited}
        <span className="sr-only"> · {since}</span>
      </time>
      {badge}
    </span>
  );
}
