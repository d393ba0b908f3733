import { TREND_TEXTS as T, type DashboardTrend, type View } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { BarChart } from '@/components/charts/bar-chart';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDay } from '@/lib/format-date';
import { useTrend } from '../api/get-trend';

const SERIES = [
  { key: 'installs', label: T.installs, color: 'bg-blue-600' },
  { key: 'approvals', label: T.approvals, color: 'bg-emerald-600' },
] as const;

/** Installs and approvals per day over the last 30 days, with their totals in the legend, newest day first in the table. */
export function TrendChart({ trend }: { trend: DashboardTrend }) {
  return (
    <BarChart
      className="self-start"
      title={T.title}
      description={T.hint(trend.timeZone)}
      caption={T.caption}
      groupHeading={T.day}
      series={SERIES}
      groups={trend.days.map((d) => ({
        id: d.day,
        label: formatDay(d.day),
        short: formatDay(d.day, { short: true }),
        values: { installs: d.installs, approvals: d.approvals },
      }))}
      tooltip={(g) => T.tooltip(g.label, g.values.installs, g.values.approvals)}
      legend={(s, total) => T.total(s.label, total)}
      newestFirst
      testId="trend-bars"
    />
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
