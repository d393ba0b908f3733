import {
  formatCount,
  REPORT_COLUMNS as C,
  REPORT_TEXTS as T,
  type ProgressReport,
  type ReportRow,
} from '@smms/shared';
import { Card, CardContent } from '@/components/ui/card';
import { formatDay } from '@/lib/format-date';

const COUNTS = ['installed', 'live', 'recommended', 'accepted', 'rejected', 'firstTimeRight'] as const;
const days = (hours: number | null) => (hours === null ? '–' : (hours / 24).toFixed(1));

/** The sums of the report's counts, for its last row (a median cannot be summed: none). */
function totals(rows: readonly ReportRow[]) {
  const sum = Object.fromEntries([...COUNTS, 'reworks'].map((k) => [k, 0])) as Record<
    (typeof COUNTS)[number] | 'reworks',
    number
  >;
  for (const row of rows) for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += row[key];
  return sum;
}

/**
 * The report's rows, a period and group each, with the first-time-right rate worked out and the median in days,
 * and a last row of totals. Wider than a phone: the scroll area takes focus so a keyboard can scroll it.
 */
export function ReportTable({ report }: { report: ProgressReport }) {
  const sum = totals(report.rows);
  const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
  return (
    <Card className="min-w-0">
      <CardContent className="p-0">
        <div
          className="max-h-[70vh] overflow-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          tabIndex={0}
          role="region"
          aria-label={`${T.tableCaption} ${T.groups[report.by]}`}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{`${T.tableCaption} ${T.groups[report.by]}`}</caption>
            <thead className="sticky top-0 bg-muted text-left text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {C.period}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {T.groups[report.by]}
                </th>
                {[C.installed, C.live, C.recommended, C.accepted, C.rejected, C.firstTimeRight].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-right font-semibold">
                    {h}
                  </th>
                ))}
                {[C.firstTimeRightRate, C.reworks, C.medianDaysToAccept].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-right font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={`${row.period}|${row.key ?? ''}`} className="border-t">
                  <td className="px-3 py-2 whitespace-nowrap">{formatDay(row.period)}</td>
                  <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                    {row.name ?? T.unnamed}
                  </th>
                  {COUNTS.map((key) => (
                    <td key={key} className={cell}>
                      {formatCount(row[key])}
                    </td>
                  ))}
                  <td className={cell}>{T.firstTimeRightRate(row.accepted, row.firstTimeRight)}</td>
                  <td className={cell}>{formatCount(row.reworks)}</td>
                  <td className={cell}>{days(row.medianHoursToAccept)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="sticky bottom-0 border-t-2 bg-card font-semibold">
              <tr>
                <td className="px-3 py-2" />
                <th scope="row" className="px-3 py-2 text-left">
                  {T.total}
                </th>
                {COUNTS.map((key) => (
                  <td key={key} className={cell}>
                    {formatCount(sum[key])}
                  </td>
                ))}
                <td className={cell}>{T.firstTimeRightRate(sum.accepted, sum.firstTimeRight)}</td>
                <td className={cell}>{formatCount(sum.reworks)}</td>
                <td className={cell}>–</td>
              </tr>
            </tfoot>
          </table>
        </div>
        {report.truncated && <p className="px-3 py-2 text-sm text-muted-foreground">{T.truncated}</p>}
      </CardContent>
    </Card>
  );
}
