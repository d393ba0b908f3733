import { formatCount, REPORT_COLUMNS as C, REPORT_TEXTS as T, type ProgressReport } from '@smms/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const days = (hours: number) => (hours / 24).toFixed(1);

/**
 * The slowest groups of the report (its divisions, by default): the median days from installation to acceptance
 * over the whole range, the longest first, as a table whose rows carry their bar, so screen readers and eyes
 * read the same numbers.
 */
export function SlowestChart({ report }: { report: ProgressReport }) {
  const title = T.slowestTitle(T.groupsPlural[report.by]);
  const max = Math.max(1, ...report.slowest.map((g) => g.medianHoursToAccept));
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{T.slowestHint}</CardDescription>
      </CardHeader>
      <CardContent>
        {report.slowest.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.slowestNone}</p>
        ) : (
          <table className="w-full table-fixed text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="text-left text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="w-2/5 py-2 pr-3 font-semibold">
                  {T.groups[report.by]}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {C.medianDaysToAccept}
                </th>
                <th scope="col" className="w-20 py-2 text-right font-semibold">
                  {C.accepted}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.slowest.map((g) => (
                <tr key={g.key ?? ''} className="border-t">
                  <th
                    scope="row"
                    className="truncate py-2 pr-3 text-left font-medium"
                    title={g.name ?? T.unnamed}
                  >
                    {g.name ?? T.unnamed}
                  </th>
                  <td className="py-2 pr-3">
                    <div className="flex items-center gap-2">
                      <div
                        aria-hidden="true"
                        className="h-3 rounded-sm bg-amber-600"
                        style={{ width: `${(g.medianHoursToAccept / max) * 80}%` }}
                      />
                      <span className="tabular-nums">{days(g.medianHoursToAccept)}</span>
                    </div>
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatCount(g.accepted)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
