import { History } from 'lucide-react';
import { codeToWords, METER_HISTORY_TEXTS as T, reviewStatusWord, type HistoryEntry } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RelativeTime } from '@/components/time/relative-time';
import { useMeterHistory } from '../api/get-meter-history';

/** One change: what, who and when, then from → to, the category and the comment when it has them. */
function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const changed = entry.from !== null || entry.to !== null;
  return (
    <li className="flex flex-col gap-1 py-3 text-sm">
      <p className="text-foreground">
        <span className="font-medium">{entry.label}</span>
        <span className="text-muted-foreground"> · {entry.actorName ?? T.system}</span>
      </p>
      <RelativeTime value={entry.at} className="text-xs text-muted-foreground" />
      {(changed || entry.category || entry.comment) && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          {changed && (
            <>
              <dt className="text-muted-foreground">{T.changeLabel}</dt>
              {/* A first step (the install, a first recommendation) came from nothing: only where it went. */}
              <dd>
                {entry.from === null
                  ? reviewStatusWord(entry.to)
                  : T.change(reviewStatusWord(entry.from), reviewStatusWord(entry.to))}
              </dd>
            </>
          )}
          {entry.category && (
            <>
              <dt className="text-muted-foreground">{T.category}</dt>
              <dd>{codeToWords(entry.category)}</dd>
            </>
          )}
          {entry.comment && (
            <>
              <dt className="text-muted-foreground">{T.comment}</dt>
              <dd className="whitespace-pre-line">{entry.comment}</dd>
            </>
          )}
        </dl>
      )}
    </li>
  );
}

function Failure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <p role="alert" className="text-sm text-destructive">
        {T.failed}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {T.retry}
      </Button>
    </div>
  );
}

export interface MeterHistoryProps {
  meterId: number;
}

/**
 * A meter's History tab (issue 9 item 7): every change, newest first; the review steps are the record's (DESIGN
 * §5), which nobody can alter, the other changes the audit log's.
 */
export function MeterHistory({ meterId }: MeterHistoryProps) {
  const history = useMeterHistory(meterId);
  return (
    <section aria-label={T.label} aria-busy={history.isPending || history.isFetchingNextPage}>
      {history.isPending ? (
        <Spinner label={T.loading} showLabel />
      ) : history.isError && !history.isFetchNextPageError ? (
        <Failure onRetry={() => void history.refetch()} />
      ) : history.data?.length === 0 ? (
        <div className="flex flex-col items-center gap-1 py-8 text-center">
          <History className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium text-foreground">{T.empty}</p>
        </div>
      ) : (
        <>
          <ol className="flex flex-col divide-y">
            {history.data?.map((entry) => (
              <HistoryItem key={entry.key} entry={entry} />
            ))}
          </ol>
          {history.isFetchNextPageError ? (
            <Failure onRetry={() => void history.fetchNextPage()} />
          ) : (
            history.hasNextPage && (
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                disabled={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {history.isFetchingNextPage ? T.loadingMore : T.showMore}
              </Button>
            )
          )}
        </>
      )}
    </section>
  );
}
