import { useState } from 'react';
import { formatCount, TREND_TEXTS as T, type DashboardTrend, type View } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDay } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { useTrend } from '../api/get-trend';

const CHART_HEIGHT = 160;
const SERIES = [
  { key: 'installs', label: T.installs, color: 'bg-blue-600' },
  { key: 'approvals', label: T.approvals, color: 'bg-emerald-600' },
] as const;

/**
 * Installs and approvals per day over the last 30 days, drawn like "Status Overview" (plain bars, no
 * chart library): a tooltip per day on hover, a legend with the totals, and the same numbers as a table,
 * visually hidden for screen readers or shown instead of the bars with "Show as table".
 */
export function TrendChart({ trend }: { trend: DashboardTrend }) {
  const [asTable, setAsTable] = useState(false);
  const max = Math.max(1, ...trend.days.flatMap((d) => [d.installs, d.approvals]));
  const totals = { installs: 0, approvals: 0 };
  for (const d of trend.days) {
    totals.installs += d.installs;
    totals.approvals += d.approvals;
  }
  const ticks = [trend.days[0], trend.days[Math.floor(trend.days.length / 2)], trend.days.at(-1)];
  return (
    <Card className="min-w-0 self-start">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{T.title}</CardTitle>
          <CardDescription>{T.hint(trend.timeZone)}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => setAsTable((shown) => !shown)}>
          {asTable ? T.showChart : T.showTable}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!asTable && (
          <div aria-hidden="true" className="flex flex-col gap-1" data-testid="trend-bars">
            <div className="flex gap-2">
              <div className="flex flex-col justify-between text-right text-xs text-muted-foreground tabular-nums">
                <span>{formatCount(max)}</span>
                <span>0</span>
              </div>
              <div
                className="flex flex-1 items-end gap-px border-b border-l border-border"
                style={{ height: CHART_HEIGHT }}
              >
                {trend.days.map((d) => (
                  <div
                    key={d.day}
                    className="group relative flex h-full flex-1 items-end justify-center gap-px"
                  >
                    {SERIES.map((s) => (
                      <div
                        key={s.key}
                        className={cn('w-1/2 max-w-2 rounded-t-sm', s.color)}
                        style={{ height: `${(d[s.key] / max) * 100}%` }}
                      />
                    ))}
                    <div className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 hidden -translate-x-1/2 rounded-md border bg-popover px-2 py-1 text-xs whitespace-nowrap text-popover-foreground shadow-md group-hover:block">
                      {T.tooltip(formatDay(d.day), d.installs, d.approvals)}
                    </div>
                  </div>
                ))}
              </div>
            </div>
            <div className="flex justify-between pl-6 text-xs text-muted-foreground">
              {ticks.map((d, i) => (
                <span key={i}>{d ? formatDay(d.day, { short: true }) : ''}</span>
              ))}
            </div>
          </div>
        )}
        <ul className="flex flex-wrap gap-4 text-sm">
          {SERIES.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <span className={cn('size-3 rounded-sm', s.color)} aria-hidden="true" />
              {T.total(s.label, totals[s.key])}
            </li>
          ))}
        </ul>
        <div
          className={asTable ? 'max-h-80 overflow-y-auto rounded-md border' : 'sr-only'}
          // Shown, it scrolls: a scroll area the keyboard can reach.
          {...(asTable ? { tabIndex: 0, role: 'region', 'aria-label': T.caption } : {})}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{T.caption}</caption>
            <thead className="sticky top-0 bg-muted text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {T.day}
                </th>
                {SERIES.map((s) => (
                  <th key={s.key} scope="col" className="px-3 py-2 text-right font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...trend.days].reverse().map((d) => (
                <tr key={d.day} className="border-t">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {formatDay(d.day)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(d.installs)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(d.approvals)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}

/** The trend of a view, with its own loading and failure states (the cards do not wait for it). */
export function TrendPanel({ view }: { view: View }) {
  const trend = useTrend(view);
  if (trend.isSuccess) return <TrendChart trend={trend.data} />;
  return (
    <Card className="flex min-h-60 flex-col items-center justify-center gap-3 p-6 text-center">
      <h2 className="text-lg font-semibold">{T.title}</h2>
      {trend.isError ? (
        <>
          <p role="alert" className="text-sm text-destructive">
            {T.failed}
          </p>
          <Button variant="outline" size="sm" onClick={() => void trend.refetch()}>
            {T.retry}
          </Button>
        </>
      ) : (
        <Spinner label={T.loading} showLabel />
      )}
    </Card>
  );
}
