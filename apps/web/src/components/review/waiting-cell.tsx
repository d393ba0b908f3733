import {
  DATE_DISPLAY_TEXTS as T,
  installationStep,
  METER_DETAIL_TEXTS,
  STEP_WORDS,
  type LifecycleFields,
} from '@smms/shared';
import { formatDateTime, formatWaited } from '@/lib/format-date';

/**
 * How long an installation has waited in its review step ("3 d"), with the step and since when in its tooltip
 * and for a screen reader; `full` writes those out too ("3 d · Live, awaiting recommendation since 23 Nov 2026,
 * 14:05"), as a detail dialog has room to. An accepted one waits for nothing: N/A (as one the server
 * sent with no commission status it knows).
 */
export function WaitingCell({
  installation,
  full = false,
}: {
  installation: LifecycleFields & { stepSince: string };
  full?: boolean;
}) {
  const step = installationStep(installation);
  if (step === null || step === 'accepted') return METER_DETAIL_TEXTS.notAvailable;
  const since = T.waitingSince(STEP_WORDS[step], formatDateTime(installation.stepSince));
  const waited = formatWaited(installation.stepSince);
  if (full) return <time dateTime={installation.stepSince}>{T.waitedInStep(waited, since)}</time>;
  // A time element may not be named: the step and date are read aloud from hidden text, and the title is the
  // pointer's tooltip.
  return (
    <time dateTime={installation.stepSince} title={since}>
      {waited}
      <span className="sr-only"> · {since}</span>
    </time>
  );
}
