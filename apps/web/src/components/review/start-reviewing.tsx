import { useState } from 'react';
import { Play, Square } from 'lucide-react';
import { CLAIM_COUNT_DEFAULT, CLAIM_TEXTS as T, type ClaimListFilters, type ClaimQueue } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { useStartReviewing, useStopReviewing } from '@/lib/api/review-claims';
import { formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/notify';

interface StartReviewingProps {
  queue: ClaimQueue;
  /** The list's own filters in force: the claim takes the next of what they show. */
  filters: Record<string, string>;
  /** The list shows the caller's claims: Stop reviewing is offered. */
  showingMine: boolean;
  /** After a claim: show the caller's claims, the longest wait first. */
  onClaimed: () => void;
  /** After Stop reviewing: the list as before the claims. */
  onStopped: () => void;
}

/** The filters of a list that a claim can take (its search, SLA, division, officer, recommendation). */
const claimFilters = (filters: Record<string, string>): ClaimListFilters => {
  const { q, division, officerId, sla, recommendation } = filters;
  return {
    ...(q ? { q } : {}),
    ...(division ? { division } : {}),
    ...(officerId ? { officerId: Number(officerId) } : {}),
    ...(sla ? { sla: sla as ClaimListFilters['sla'] } : {}),
    ...(recommendation ? { recommendation: recommendation as ClaimListFilters['recommendation'] } : {}),
  };
};

/**
 * A review queue's Start reviewing (issue 41): claims the next meters no one is reviewing, the longest wait
 * first, and shows them; Stop reviewing gives them back.
 */
export function StartReviewing({ queue, filters, showingMine, onClaimed, onStopped }: StartReviewingProps) {
  const start = useStartReviewing();
  const stop = useStopReviewing();
  const [holding, setHolding] = useState<{ count: number; until: string } | null>(null);

  const claim = () =>
    start.mutate(
      { queue, count: CLAIM_COUNT_DEFAULT, filters: claimFilters(filters) },
      {
        onSuccess: ({ message, data }) => {
          const now = data.expiresAt ? { count: data.holding, until: formatDateTime(data.expiresAt) } : null;
          setHolding(now);
          if (data.holding === 0) notify.info(T.nothingLeft, message);
          else {
            notify.success(T.claimedTitle, now ? `${message}. ${T.holding(now.count, now.until)}.` : message);
            onClaimed();
          }
        },
      },
    );
  const release = () =>
    stop.mutate(undefined, {
      onSuccess: ({ message }) => {
        setHolding(null);
        notify.success(T.releasedTitle, message);
        onStopped();
      },
    });

  return (
    <div className="flex flex-wrap items-center gap-2">
      {holding && holding.count > 0 && (
        <span className="text-sm text-muted-foreground" role="status">
          {T.holding(holding.count, holding.until)}
        </span>
      )}
      {(showingMine || (holding?.count ?? 0) > 0) && (
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
