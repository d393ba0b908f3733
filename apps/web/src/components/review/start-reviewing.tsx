import { Play, Square } from 'lucide-react';
import {
  CLAIM_COUNT_DEFAULT,
  CLAIM_QUEUES,
  CLAIM_TEXTS as T,
  type ClaimListFilters,
  type ClaimQueue,
} from '@smms/shared';
import { Button } from '@/components/ui/button';
import { useMyClaims, useStartReviewing, useStopReviewing } from '@/lib/api/review-claims';
import { formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/notify';

interface StartReviewingProps {
  queue: ClaimQueue;
  /** The list's own filters in force: the claim takes the next of what they show. */
  filters: Record<string, string>;
  /** After a claim: show the caller's claims, the longest wait first. */
  onClaimed: () => void;
  /** After Stop reviewing: the list as before the claims. */
  onStopped: () => void;
}

/** The filters of a list that a claim can take (search, SLA, flags, step, circle, division, officer, recommendation). */
const claimFilters = (filters: Record<string, string>): ClaimListFilters => {
  const { q, circle, division, officerId, sla, flag, step, recommendation } = filters;
  return {
    ...(q ? { q } : {}),
    ...(step ? { step: step as ClaimListFilters['step'] } : {}),
    ...(circle ? { circle } : {}),
    ...(division ? { division } : {}),
    ...(officerId ? { officerId: Number(officerId) } : {}),
    ...(sla ? { sla: sla as ClaimListFilters['sla'] } : {}),
    ...(flag ? { flag: flag as ClaimListFilters['flag'] } : {}),
    ...(recommendation ? { recommendation: recommendation as ClaimListFilters['recommendation'] } : {}),
  };
};

/**
 * A review queue's Start reviewing (issue 41): claims the next installations no one is reviewing, the longest
 * wait first, and shows them; Stop reviewing gives them back (all the caller holds).
 */
export function StartReviewing({ queue, filters, onClaimed, onStopped }: StartReviewingProps) {
  const start = useStartReviewing();
  const stop = useStopReviewing();
  const mine = useMyClaims();
  const held = mine.data?.[CLAIM_QUEUES[queue].view === 'Meters' ? 'meters' : 'modems'];
  const holding = held && held.holding > 0 && held.expiresAt ? held : null;

  const claim = () =>
    start.mutate(
      { queue, count: CLAIM_COUNT_DEFAULT, filters: claimFilters(filters) },
      {
        onSuccess: ({ message, data }) => {
          if (data.holding === 0 || !data.expiresAt) notify.info(T.nothingLeft, message);
          else {
            notify.success(
              T.claimedTitle,
              `${message}. ${T.holding(data.holding, formatDateTime(data.expiresAt))}.`,
            );
            onClaimed();
          }
        },
      },
    );
  const release = () =>
    stop.mutate(undefined, {
      onSuccess: ({ message }) => {
        notify.success(T.releasedTitle, message);
        onStopped();
      },
    });

  return (
    <div className="flex flex-wrap items-center gap-2">
      {holding?.expiresAt && (
        <span className="text-sm text-muted-foreground">
          {T.holding(holding.holding, formatDateTime(holding.expiresAt))}
        </span>
      )}
      {holding && (
        <Button variant="outline" onClick={release} disabled={stop.isPending}>
          <Square aria-hidden="true" />
          {stop.isPending ? T.stopping : T.stop}
        </Button>
      )}
      <Button onClick={claim} disabled={start.isPending} title={T.startHint(CLAIM_COUNT_DEFAULT)}>
        <Play aria-hidden="true" />
        {start.isPending ? T.starting : T.start}
      </Button>
    </div>
  );
}
