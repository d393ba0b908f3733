import { ReviewCaution } from '@/components/review/review-caution';
import { BULK_TEXTS as B, recommendationOf, type Meter, type RecommendationValue } from '@smms/shared';

/** How many serials the bulk confirmation names before "and n more". */
const NAMED = 8;

/**
 * What a bulk decision is about to decide (issue 38): how the chosen meters were recommended ("5 recommended
 * approve · 1 without a recommendation") and their serials, so nobody approves a rejection unawares.
 */
/** `approving`: also says how many never communicated (the approval's caution). */
export function BulkSummary({ rows, approving = false }: { rows: Meter[]; approving?: boolean }) {
  const mix: Record<RecommendationValue, number> = { approve: 0, reject: 0, none: 0 };
  for (const row of rows) mix[recommendationOf(row.techSupportStatus)] += 1;
  const silent = rows.filter((row) => !row.lastCommunicatedAt).length;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="font-medium">{B.mix(mix.approve, mix.reject, mix.none)}</p>
      {approving && silent > 0 && <ReviewCaution>{B.neverCommunicated(silent)}</ReviewCaution>}
      <ul aria-label={B.chosen} className="flex flex-wrap gap-1.5">
        {rows.slice(0, NAMED).map((row) => (
          <li key={row.id} className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">
            {row.meterSno}
          </li>
        ))}
        {rows.length > NAMED && (
          <li className="text-xs text-muted-foreground">{B.andMore(rows.length - NAMED)}</li>
        )}
      </ul>
    </div>
  );
}
