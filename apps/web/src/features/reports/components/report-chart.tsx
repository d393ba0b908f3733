import { useState } from 'react';
import { formatCount, REPORT_COLUMNS as C, REPORT_TEXTS as T, type ProgressReport } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDay } from '@/lib/format-date';
import { cn } from '@/lib/utils';

const CHART_HEIGHT = 160;
const SERIES = [
  { key: 'installed', label: C.installed, color: 'bg-blue-600' },
  { key: 'accepted', label: C.accepted, color: 'bg-emerald-600' },
] as const;

/** The report's periods, each the sum of its groups: what was installed and what of it is accepted. */
export function periodTotals(report: ProgressReport) {
  const byPeriod = new Map<string, { period: string; installed: number; accepted: number }>();
  for (const row of report.rows) {
    const total = byPeriod.get(row.period) ?? { period: row.period, installed: 0, accepted: 0 };
    total.installed += row.installed;
    total.accepted += row.accepted;
    byPeriod.set(row.period, total);
  }
  return [...byPeriod.values()];
}

/**
 * Installed and accepted per period, as bars drawn like the dashboard's trend (no chart library), with the same
 * numbers as a table: hidden for screen readers, or shown instead of the bars with "Show as table".
 */
export function ReportChart({ report }: { report: ProgressReport }) {
  const [asTable, setAsTable] = useState(false);
  const periods = periodTotals(report);
  const max = Math.max(1, ...periods.map((p) => p.installed));
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <CardTitle>{T.chartTitle}</CardTitle>
        <Button variant="outline" size="sm" onClick={() => setAsTable((shown) => !shown)}>
          {asTable ? T.showChart : T.showTable}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!asTable && (
          <div aria-hidden="true" className="flex flex-col gap-1">
            <div
              className="flex items-end gap-1 border-b border-l border-border"
              style={{ height: CHART_HEIGHT }}
            >
              {periods.map((p) => (
                <div
                  key={p.period}
                  className="group relative flex h-full flex-1 items-end justify-center gap-px"
                >
                  {SERIES.map((s) => (
                    <div
                      key={s.key}
                      className={cn('w-1/2 max-w-4 rounded-t-sm', s.color)}
                      style={{ height: `${(p[s.key] / max) * 100}%` }}
                    />
                  ))}
                  <div className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 hidden -translate-x-1/2 rounded-md border bg-popover px-2 py-1 text-xs whitespace-nowrap text-popover-foreground shadow-md group-hover:block">
                    {`${formatDay(p.period)}: ${formatCount(p.installed)} ${C.installed.toLowerCase()}, ${formatCount(p.accepted)} ${C.accepted.toLowerCase()}`}
                  </div>
                </div>
              ))}
            </div>
            <div className="flex justify-between text-xs text-muted-foreground">
              <span>{periods[0] ? formatDay(periods[0].period, { short: true }) : ''}</span>
              <span>{periods.at(-1) ? formatDay(periods.at(-1)!.period, { short: true }) : ''}</span>
            </div>
          </div>
        )}
        <ul className="flex flex-wrap gap-4 text-sm" aria-hidden={asTable || undefined}>
          {SERIES.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <span className={cn('size-3 rounded-sm', s.color)} aria-hidden="true" />
              {s.label}
            </li>
          ))}
        </ul>
        <div className={asTable ? 'overflow-x-auto rounded-md border' : 'sr-only'}>
          <table className="w-full text-sm">
            <caption className="sr-only">{T.chartTitle}</caption>
            <thead className="bg-muted text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {C.period}
                </th>
                {SERIES.map((s) => (
                  <th key={s.key} scope="col" className="px-3 py-2 text-right font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {periods.map((p) => (
                <tr key={p.period} className="border-t">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {formatDay(p.period)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(p.installed)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(p.accepted)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
