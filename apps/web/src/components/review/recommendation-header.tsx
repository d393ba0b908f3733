import type { QueryKey } from '@tanstack/react-query';
import {
  REJECTION_CATEGORIES,
  REVIEW_RECORD_TEXTS as T,
  codeToWords,
  recommendationOf,
  type RejectionCategory,
  type ReviewEvent,
} from '@smms/shared';
import { RelativeTime } from '@/components/time/relative-time';
import { Spinner } from '@/components/ui/spinner';
import type { Rejection } from './reject-dialog';
import { useReviewRecord } from './review-record';
import { RecommendationBadge } from './state-badges';

/**
 * The recommendation that stands on an installation: the record's latest recommendation event while its verdict
 * (`techSupportStatus`) is Approve or Reject, none once a reopen or an evidence change set it aside.
 */
export function standingRecommendation(
  events: ReviewEvent[] | 'loading' | 'failed',
  status: string | null | undefined,
): ReviewEvent | null {
  if (!Array.isArray(events) || recommendationOf(status) === 'none') return null;
  return [...events].reverse().find((event) => event.kind === 'recommendation') ?? null;
}

/** A recommendation to reject as the Reject dialog's starting values (the decider may change them). */
export function rejectionFrom(event: ReviewEvent | null): Partial<Rejection> | undefined {
  if (!event || recommendationOf(event.to) !== 'reject') return undefined;
  const category = REJECTION_CATEGORIES.find((c) => c === event.category) as RejectionCategory | undefined;
  return { rejectionCategory: category, comment: event.comment ?? undefined };
}

/** The standing recommendation of one installation from its review record (shared with the Comments). */
export function useStandingRecommendation(
  path: string,
  queryKey: QueryKey,
  status: string | null,
  enabled = true,
) {
  const events = useReviewRecord(path, queryKey, enabled);
  return { events, recommendation: standingRecommendation(events, status) };
}

/**
 * The review dialog's decision header, above every tab: the verdict, who recommended it and when, the category
 * and comment — so whoever decides sees the recommendation without looking for it.
 */
export function RecommendationHeader({
  status,
  events,
  recommendation,
}: {
  status: string | null;
  events: ReviewEvent[] | 'loading' | 'failed';
  recommendation: ReviewEvent | null;
}) {
  return (
    <section
      aria-label={T.header}
      className="flex flex-col gap-1 rounded-md border bg-muted/40 px-3 py-2 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium">{T.header}</span>
        <RecommendationBadge status={status} />
        {recommendation ? (
          <>
            <span className="text-muted-foreground">{T.recommendedBy(recommendation.actorName)}</span>
            <RelativeTime value={recommendation.at} className="text-xs text-muted-foreground" />
            {recommendation.category && (
              <span className="text-muted-foreground">· {codeToWords(recommendation.category)}</span>
            )}
          </>
        ) : events === 'loading' && recommendationOf(status) !== 'none' ? (
          <Spinner label={T.label} />
        ) : events === 'failed' ? (
          <span role="alert" className="text-destructive">
            {T.failed}
          </span>
        ) : (
          recommendationOf(status) === 'none' && (
            <span className="text-muted-foreground">{T.noRecommendation}</span>
          )
        )}
      </div>
      {recommendation?.comment && (
        <p className="line-clamp-3 whitespace-pre-line">{recommendation.comment}</p>
      )}
    </section>
  );
}
