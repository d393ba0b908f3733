import { BadgeCheck, Check, TriangleAlert } from 'lucide-react';
import {
  COMPARED_FIELDS,
  COMPARISON_FIELD_LABELS as LABELS,
  DATA_COMPARISON_TEXTS as T,
  DISCOM_FIELDS,
  DISCOM_MESSAGES,
  type ComparisonResponse,
  type DiscomField,
  type Meter,
} from '@smms/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { useComparison } from '../api/get-comparison';

const shown = (value: string | null) => (value?.trim() ? value : T.empty);
const isCompared = (field: DiscomField) => (COMPARED_FIELDS as readonly string[]).includes(field);

/** Whether a row matched, differed, or (region, status) is shown without being compared. */
function Result({ field, differs }: { field: DiscomField; differs: boolean }) {
  if (!isCompared(field)) return <span className="text-muted-foreground">{T.notCompared}</span>;
  return differs ? (
    <span className="inline-flex items-center gap-1 font-medium text-red-800 dark:text-red-300">
      <TriangleAlert className="size-4" aria-hidden="true" />
      {T.differs}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-green-800 dark:text-green-300">
      <Check className="size-4" aria-hidden="true" />
      {T.matches}
    </span>
  );
}

const DIFFERS_TINT = 'bg-red-50 dark:bg-red-950/40';

/**
 * On a phone the fields stack, one block each: its name and result, then the Discom's value and the meter's,
 * each labelled — no table wider than the screen (issue 38 item 5).
 */
function ComparisonList({ data }: { data: ComparisonResponse }) {
  const differing = new Set<DiscomField>(data.differences);
  return (
    <ul aria-label={T.label} className="divide-y rounded-md border text-sm">
      {DISCOM_FIELDS.map((field) => (
        <li
          key={field}
          data-differs={differing.has(field) || undefined}
          className={cn('flex flex-col gap-1 px-3 py-2', differing.has(field) && DIFFERS_TINT)}
        >
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-medium">{LABELS[field]}</span>
            <Result field={field} differs={differing.has(field)} />
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-muted-foreground">
            <dt>{T.discom}</dt>
            <dd className="break-words text-foreground">{shown(data.discomData[field])}</dd>
            <dt>{T.meter}</dt>
            <dd className="break-words text-foreground">{shown(data.meterData[field])}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The seven fields side by side; a differing row is tinted and says "Differs" in words. */
function ComparisonTable({ data }: { data: ComparisonResponse }) {
  const differing = new Set<DiscomField>(data.differences);
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">{T.label}</caption>
        <thead className="bg-muted text-left">
          <tr>
            {[T.field, T.discom, T.meter, T.result].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {DISCOM_FIELDS.map((field) => (
            <tr
              key={field}
              data-differs={differing.has(field) || undefined}
              className={cn(differing.has(field) && DIFFERS_TINT)}
            >
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {LABELS[field]}
              </th>
              <td className="px-3 py-2">{shown(data.discomData[field])}</td>
              <td className="px-3 py-2">{shown(data.meterData[field])}</td>
              <td className="px-3 py-2">
                <Result field={field} differs={differing.has(field)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface DataComparisonProps {
  /** The meter to compare; its own DTR number picks the master row. */
  meter: Pick<Meter, 'id' | 'dtrSno'>;
}

/** The Data Comparison (SPEC §2.8): the meter beside its DTR's row of the Discom reference data. */
export function DataComparison({ meter }: DataComparisonProps) {
  const dtrNo = meter.dtrSno?.trim() ?? '';
  const comparison = useComparison(meter.id, dtrNo);
  const phone = useMediaQuery(PHONE_QUERY, false);
  const error = comparison.error;
  // The server's own "not in the master" (404) and "no DTR" (400) are answers, not failures to retry.
  const notInMaster =
    isApiError(error) && error.status === 404 && error.serverMessage === T.notInMaster(dtrNo);
  const noDtr = !dtrNo || (isApiError(error) && error.serverMessage === DISCOM_MESSAGES.noDtrToCompare);

  return (
    <section aria-label={T.label} aria-busy={comparison.isFetching} className="flex flex-col gap-3">
      {noDtr ? (
        <p role="status" className="text-sm text-muted-foreground">
          {T.noDtr}
        </p>
      ) : notInMaster ? (
        <p role="status" className="text-sm text-muted-foreground">
          {T.notInMaster(dtrNo)}
        </p>
      ) : comparison.isPending ? (
        <Spinner label={T.loading} showLabel />
      ) : comparison.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-sm text-destructive">
            {T.failed}
          </p>
          <Button variant="outline" size="sm" onClick={() => void comparison.refetch()}>
            {T.retry}
          </Button>
        </div>
      ) : (
        <>
          {comparison.data.commissioned && (
            <p
              role="status"
              className="flex items-center gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800 dark:border-green-900 dark:bg-green-950/40 dark:text-green-300"
            >
              <BadgeCheck className="size-4 shrink-0" aria-hidden="true" />
              {T.commissioned}
            </p>
          )}
          <p className="text-sm font-medium">
            {comparison.data.differences.length === 0
              ? T.allMatch
              : T.fieldsDiffer(comparison.data.differences.length)}
          </p>
          {phone ? <ComparisonList data={comparison.data} /> : <ComparisonTable data={comparison.data} />}
        </>
      )}
    </section>
  );
}
