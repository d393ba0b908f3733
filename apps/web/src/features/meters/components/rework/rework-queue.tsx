import { useState } from 'react';
import {
  PAGE_TITLES,
  PHOTO_FAULT_TEXTS as P,
  REWORK_QUEUE_TEXTS as T,
  rejectionCategoryLabel,
  TABLE_ITEMS,
  type ReworkItem,
} from '@smms/shared';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { useListParams, usePaging } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { RelativeTime } from '@/components/time/relative-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMeter } from '../../api/get-meter';
import { useRework } from '../../api/get-rework';
import { MeterDetailsDialog } from '../meter-details-dialog';
import { useReviewDecision } from '../review/use-review-decision';

/** One meter to rework: its number (opening its details), officer, the rejection and the photos it named. */
function ReworkEntry({ item, onOpen }: { item: ReworkItem; onOpen: () => void }) {
  const reason = rejectionCategoryLabel(item.category);
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Button
          variant="link"
          className="h-auto p-0 font-mono text-base"
          onClick={onOpen}
          aria-label={T.open(item.meterSno)}
        >
          {item.meterSno}
        </Button>
        {item.division && <span className="text-sm text-muted-foreground">{item.division}</span>}
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{T.officer}</dt>
        <dd>
          {item.officer.name} · {item.officer.phone}
        </dd>
        {item.rejectedAt && (
          <>
            <dt className="text-muted-foreground">{T.rejected}</dt>
            <dd>
              <RelativeTime value={item.rejectedAt} /> {item.rejectedBy && T.by(item.rejectedBy)}
            </dd>
          </>
        )}
        {reason && (
          <>
            <dt className="text-muted-foreground">{T.reason}</dt>
            <dd>{reason}</dd>
          </>
        )}
        {item.comment && (
          <>
            <dt className="text-muted-foreground">{T.comment}</dt>
            <dd className="whitespace-pre-line">{item.comment}</dd>
          </>
        )}
        <dt className="text-muted-foreground">{T.photos}</dt>
        <dd>
          {item.photos.length === 0 ? (
            <span className="text-muted-foreground">{T.noPhotos}</span>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {item.photos.map((photo) => (
                <li key={photo.slot}>
                  <Badge variant={photo.replaced ? 'success' : 'warning'}>
                    {P.named(photo.slot, photo.fault)} — {photo.replaced ? P.replaced : P.notReplaced}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </li>
  );
}

/** The details of the meter opened from the queue, read from the server; Reopen where the user may. */
function OpenMeter({ id, onClose }: { id: number; onClose: () => void }) {
  const meter = useMeter(id);
  const decision = useReviewDecision();
  if (!meter.data) return null;
  return (
    <>
      <MeterDetailsDialog meter={meter.data} onClose={onClose} rework={{ reopen: decision.reopen }} />
      {decision.dialog}
    </>
  );
}

/**
 * Rework (issue 42): the rejected meters of the AE_ADMIN's field officers, the longest waiting first, each with what
 * the reviewer asked to fix and which named photos are replaced. A meter opens in its details, where it can be
 * reopened once fixed; a replaced photo that completes the rework sends it back to review by itself.
 */
export function ReworkQueue() {
  const params = useListParams();
  const rework = useRework(params.page, params.pageSize);
  const [open, setOpen] = useState<number | null>(null);
  const data = rework.data;
  // Paged as every list is: a bookmarked page past the end (the queue has since shrunk) moves to the last page.
  const { footer } = usePaging({
    params,
    rows: data?.data.length,
    total: data?.total ?? 0,
    info: undefined,
    settled: !rework.isPlaceholderData,
    fetching: rework.isFetching,
  });

  return (
    <>
      <PageHeader title={PAGE_TITLES.rework} description={T.description} />
      <Card>
        <CardContent className="p-4" aria-busy={rework.isFetching}>
          {rework.isPending ? (
            <Spinner label={T.loading} showLabel />
          ) : rework.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3 text-sm">
              <p>{T.loadError}</p>
              <Button variant="outline" onClick={() => void rework.refetch()}>
                {T.retry}
              </Button>
            </div>
          ) : rework.data.total === 0 ? (
            <p className="text-sm text-muted-foreground">{T.empty}</p>
          ) : rework.data.data.length === 0 ? (
            <Spinner label={T.loading} showLabel />
          ) : (
            <ul aria-label={T.label} className="flex flex-col divide-y">
              {rework.data.data.map((item) => (
                <ReworkEntry key={item.id} item={item} onOpen={() => setOpen(item.id)} />
              ))}
            </ul>
          )}
        </CardContent>
        {data && data.total > 0 && <DataTablePagination {...footer} items={TABLE_ITEMS.meters} />}
      </Card>
      {open !== null && <OpenMeter id={open} onClose={() => setOpen(null)} />}
    </>
  );
}
