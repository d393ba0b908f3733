import { formatCount, type DtrImportResult } from '@smms/shared';
import { cn } from '@/lib/utils';

type Counted = 'inserted' | 'updated' | 'unchanged' | 'autoCommissioned' | 'leftForReview' | 'errorCount';

interface DtrImportCountsProps {
  result: DtrImportResult;
  /** The words of each count: the preview's ("Rows to insert") or the result's ("Inserted"). */
  labels: Record<
    'inserted' | 'updated' | 'unchanged' | 'autoCommissioned' | 'leftForReview' | 'errors',
    string
  >;
}

/** The counts of a check or an import, one tile each; errors stand out when there are some. */
export function DtrImportCounts({ result, labels }: DtrImportCountsProps) {
  const tiles: { key: Counted; label: string }[] = [
    { key: 'inserted', label: labels.inserted },
    { key: 'updated', label: labels.updated },
    { key: 'unchanged', label: labels.unchanged },
    { key: 'autoCommissioned', label: labels.autoCommissioned },
    { key: 'leftForReview', label: labels.leftForReview },
    { key: 'errorCount', label: labels.errors },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {tiles.map(({ key, label }) => (
        <div
          key={key}
          className={cn(
            'flex flex-col gap-1 rounded-lg border bg-card p-3',
            key === 'errorCount' && result.errorCount > 0 && 'border-red-200 bg-red-50',
          )}
        >
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd
            className={cn(
              'text-2xl font-bold text-foreground',
              key === 'errorCount' && result.errorCount > 0 && 'text-destructive',
            )}
          >
            {formatCount(result[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
