import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { BULK_MAX, BULK_TEXTS as B, REVIEW_TEXTS as T, TOAST_TITLES, type Meter } from '@smms/shared';
import type { RowSelection } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useBulkCommission, type BulkResult } from '../../api/bulk-commission';
import { ApproveDialog } from '@/components/review/approve-dialog';
import { BulkResultDialog } from './bulk-result-dialog';
import { BulkSummary } from './bulk-summary';
import { RejectDialog, type Rejection } from '@/components/review/reject-dialog';

/**
 * The bar over a review list once rows are chosen (on any pages): Approve or Reject them all in one
 * call, then a report of what happened to each. Decided meters leave the selection; refused ones stay
 * chosen and unchanged, so the reviewer can look at them again.
 */
interface BulkReviewBarProps {
  selection: RowSelection<Meter>;
  /** Every meter the list's filters match: how many, and the first BULK_MAX of them on demand. */
  matching?: { total: number; load: () => Promise<Meter[]> };
}

export function BulkReviewBar({ selection, matching }: BulkReviewBarProps) {
  const bulk = useBulkCommission();
  const [loading, setLoading] = useState(false);
  const canSelectMore = matching !== undefined && selection.rows.length < Math.min(matching.total, BULK_MAX);

  async function selectMatching() {
    if (!matching) return;
    setLoading(true);
    try {
      selection.setAll(await matching.load(), true);
    } catch (error) {
      notify.error(TOAST_TITLES.error, errorMessage(error, B.selectMatchingFailed));
    } finally {
      setLoading(false);
    }
  }
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [results, setResults] = useState<BulkResult[] | null>(null);
  const count = selection.rows.length;

  async function decide(rejection?: Rejection) {
    try {
      const answer = await bulk.mutateAsync({
        commissionStatus: rejection ? 'Rejected' : 'Approved',
        items: selection.rows.map(({ id, version }) => ({ id, version })),
        ...rejection,
      });
      selection.drop(answer.results.filter((r) => r.outcome === 'done').map((r) => r.id));
      setResults(answer.results);
    } catch (error) {
      notify.error(TOAST_TITLES.error, errorMessage(error, B.failed));
    } finally {
      setAsking(null);
    }
  }

  if (count === 0 && !results) return null;
  return (
    <>
      {count > 0 && (
        <div
          role="region"
          aria-label={B.selected(count)}
          className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-primary/30 bg-primary/5 px-4 py-2"
        >
          <p className="text-sm font-medium" aria-live="polite">
            {B.selected(count)}
            <span className="ml-2 font-normal text-muted-foreground">{B.acrossPages}</span>
          </p>
          {canSelectMore && (
            <Button
              size="sm"
              variant="link"
              className="h-auto px-0"
              onClick={() => void selectMatching()}
              disabled={loading || bulk.isPending}
            >
              {loading ? B.selectingMatching : B.selectMatching(matching.total, BULK_MAX)}
            </Button>
          )}
          <div className="ml-auto flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setAsking('approve')} disabled={bulk.isPending}>
              <Check aria-hidden="true" />
              {B.approveSelected}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              onClick={() => setAsking('reject')}
              disabled={bulk.isPending}
            >
              <X aria-hidden="true" />
              {B.rejectSelected}
            </Button>
            <Button size="sm" variant="outline" onClick={selection.clear} disabled={bulk.isPending}>
              {B.clear}
            </Button>
          </div>
        </div>
      )}
      {asking === 'approve' && (
        <ApproveDialog
          what={T.manyMeters(count)}
          detail={<BulkSummary rows={selection.rows} approving />}
          cautious={selection.rows.some((meter) => !meter.lastCommunicatedAt)}
          pending={bulk.isPending}
          onConfirm={() => void decide()}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'reject' && (
        <RejectDialog
          what={T.manyMeters(count)}
          detail={<BulkSummary rows={selection.rows} />}
          pending={bulk.isPending}
          onConfirm={(rejection) => void decide(rejection)}
          onCancel={() => setAsking(null)}
        />
      )}
      {results && <BulkResultDialog results={results} onClose={() => setResults(null)} />}
    </>
  );
}
