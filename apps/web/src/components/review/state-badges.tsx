import {
  COMMISSION_TONES,
  COMMISSION_WORDS,
  isVerdict,
  labelState,
  LIVE,
  METER_DETAIL_TEXTS,
  RECOMMENDATION_WORDS,
  recommendationOf,
  STATE_TONES,
  STATE_WORDS,
  techSupportLabel,
  type CommissionStatus,
  type InstallationState,
  type LabelSet,
  type StateTone,
} from '@smms/shared';
import { Badge, type BadgeProps } from '@/components/ui/badge';

/**
 * The words and colours of an installation's states, meters and modems alike, in one place (DESIGN §7): the
 * state (Installed grey, Live, awaiting review yellow, Accepted green, Rejected red), the decision in the same
 * words and colours, communication (LIVE green, else grey), the recommendation (Approve green, Reject red, None
 * grey) and the super admin's working status.
 */

type Variant = BadgeProps['variant'];

const TONE_VARIANT: Record<StateTone, Variant> = {
  grey: 'muted',
  yellow: 'warning',
  green: 'success',
  red: 'destructive',
};

/** Where an installation is now, in the one word every screen uses for it. */
export function StateBadge({ state }: { state: InstallationState }) {
  const tone = STATE_TONES[state];
  return (
    <Badge variant={TONE_VARIANT[tone]} data-tone={tone}>
      {STATE_WORDS[state]}
    </Badge>
  );
}

/** An API Status value (a meter list's ACTIVE, a modem's Commissioned…) shown as its state's one word. */
export function StatusValueBadge({ set, value }: { set: LabelSet; value: string }) {
  return <StateBadge state={labelState(set, value)} />;
}

/** The decision (commission status) in the states' words and colours; missing reads as awaiting review. */
export function CommissionBadge({ status }: { status: string | null | undefined }) {
  const known = (status && status in COMMISSION_WORDS ? status : 'Pending') as CommissionStatus;
  const tone = COMMISSION_TONES[known];
  return (
    <Badge variant={TONE_VARIANT[tone]} data-tone={tone}>
      {COMMISSION_WORDS[known]}
    </Badge>
  );
}

/** LIVE in green; anything else (a stored Pending, Offline or nothing) is Offline in grey: "Pending" is the decision's. */
export function CommunicationBadge({ status }: { status: string | null | undefined }) {
  const live = status === LIVE;
  return (
    <Badge variant={live ? 'success' : 'muted'} data-tone={live ? 'green' : 'grey'}>
      {live ? LIVE : METER_DETAIL_TEXTS.offline}
    </Badge>
  );
}

const RECOMMENDATION_TONE = { approve: 'green', reject: 'red', none: 'grey' } as const;

/** The BI_ADMIN's recommendation: Approve, Reject, or None while none stands. */
export function RecommendationBadge({ status }: { status: string | null | undefined }) {
  const value = recommendationOf(status);
  const tone = RECOMMENDATION_TONE[value];
  return (
    <Badge variant={TONE_VARIANT[tone]} data-tone={tone}>
      {RECOMMENDATION_WORDS[value]}
    </Badge>
  );
}

const TECH_SUPPORT_VARIANT: Record<string, Variant> = {
  ESCALATED: 'destructive',
  IN_PROGRESS: 'secondary',
  COMMISSIONED: 'success',
  RESOLVED: 'success',
};

/**
 * A tech support status: a verdict (a recommendation in the review record) reads as the recommendation does,
 * the super admin's working word in words ("In Progress"), missing as PENDING ("Not started").
 */
export function TechSupportBadge({ status }: { status: string | null | undefined }) {
  if (isVerdict(status)) return <RecommendationBadge status={status?.toUpperCase()} />;
  return (
    <Badge variant={(status && TECH_SUPPORT_VARIANT[status.toUpperCase()]) || 'muted'}>
      {techSupportLabel(status)}
    </Badge>
  );
}
