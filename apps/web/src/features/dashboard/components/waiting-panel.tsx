import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  formatCount,
  STEP_WORDS,
  waitingListSpec,
  WAITING_GROUPS,
  WAITING_PANEL_TEXTS as T,
  WAITING_STEPS,
  type ConsoleRole,
  type OverdueDay,
  type View,
  type WaitingGroup,
  type WaitingRow,
  type TargetStep,
} from '@smms/shared';
import { BarChart } from '@/components/charts/bar-chart';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { pagePath } from '@/config/paths';
import { formatDay, formatWaited } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { useWaiting } from '../api/get-waiting';

const HOUR = 3_600_000;

/** Where each role looks first: the step it acts in, by the areas (an AE_ADMIN, by its officers). */
const OPENS_ON: Record<ConsoleRole, { step: TargetStep; by: WaitingGroup }> = {
  BI_ADMIN: { step: 'live', by: 'division' },
  BI_SUPER_ADMIN: { step: 'recommended', by: 'division' },
  AE_ADMIN: { step: 'rejected', by: 'officer' },
};

/** "3 d": a wait in hours as the Waiting column writes one. */
const asWait = (hours: number) => {
  const now = Date.now();
  return formatWaited(now - hours * HOUR, now);
};

/** Where a row's number opens its list (shared waitingListSpec): the role's page, filtered to the row. */
function WaitsLink({
  to,
  label,
  className,
  children,
}: {
  to: string | null;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  if (!to) return children;
  return (
    <Link
      to={to}
      aria-label={label}
      className={cn(
        'underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      {children}
    </Link>
  );
}

const TREND_SERIES = [
  { key: 'waiting', label: T.waiting, color: 'bg-slate-400 dark:bg-slate-500' },
  { key: 'overdue', label: T.overdue, color: 'bg-red-600' },
] as const;

/** The step's waiting and overdue over the last 30 days, as recorded each day (a dash: not recorded). */
function OverdueTrend({ step, trend }: { step: TargetStep; trend: readonly OverdueDay[] }) {
  return (
    <BarChart
      className="mt-6 border-0 p-0 shadow-none"
      title={T.trendTitle}
      description={T.trendHint(STEP_WORDS[step])}
      caption={T.trendCaption(STEP_WORDS[step])}
      groupHeading={T.day}
      series={TREND_SERIES}
      groups={trend.map((d) => ({
        id: d.day,
        label: formatDay(d.day),
        short: formatDay(d.day, { short: true }),
        values: { waiting: d.waiting, overdue: d.overdue },
      }))}
      tooltip={(g) => T.trendTooltip(g.label, g.values.waiting, g.values.overdue)}
      newestFirst
      testId="overdue-trend-bars"
    />
  );
}

/**
 * How long installations have waited in one review step, by circle, division or field officer (issue 41): how
 * many wait, the median and 90th-percentile wait and how many are overdue, the most overdue first.
 */
export function WaitingPanel({ role, view }: { role: ConsoleRole; view: View }) {
  const id = useId();
  const [step, setStep] = useState<TargetStep>(OPENS_ON[role].step);
  const [by, setBy] = useState<WaitingGroup>(OPENS_ON[role].by);
  const waiting = useWaiting({ view, step, by });
  const listOf = (row: WaitingRow, overdue: boolean) => {
    const spec = waitingListSpec(role, view, step, by, row.key, overdue);
    return spec ? `${pagePath(role, spec.page)}?${new URLSearchParams(spec.query)}` : null;
  };
  const target = waiting.data?.targetDays ? T.target(waiting.data.targetDays) : T.noTarget;
  return (
    <Card className="min-w-0" role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle id={`${id}-title`}>{T.title}</CardTitle>
          <CardDescription>{T.hint(target)}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {T.step}
            <NativeSelect
              value={step}
              onChange={(e) => setStep(e.target.value as TargetStep)}
              className="w-72"
            >
              {WAITING_STEPS.map((s) => (
                <option key={s} value={s}>
                  {STEP_WORDS[s]}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {T.by}
            <NativeSelect value={by} onChange={(e) => setBy(e.target.value as WaitingGroup)} className="w-40">
              {WAITING_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {T.groups[g]}
                </option>
              ))}
            </NativeSelect>
          </label>
        </div>
      </CardHeader>
      <CardContent aria-busy={waiting.isFetching}>
        {waiting.isPending ? (
          <Spinner label={T.loading} showLabel className="py-6" />
        ) : waiting.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <p className="font-medium text-destructive">{T.failed}</p>
            <Button variant="outline" onClick={() => void waiting.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : waiting.data.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.none}</p>
        ) : (
          // Wider than a phone: the scroll area itself takes focus so a keyboard can scroll it (WCAG 2.1.1).
          <div
            className="overflow-x-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            tabIndex={0}
            role="group"
            aria-label={`${T.title}: ${STEP_WORDS[step]}`}
          >
            <table className="w-full text-sm">
              <caption className="sr-only">
                {T.title}: {STEP_WORDS[step]}
              </caption>
              <thead>
                <tr className="border-b text-left text-xs text-muted-foreground uppercase">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {T.groups[by]}
                  </th>
                  {[T.waiting, T.median, T.p90, T.overdue].map((h) => (
                    <th key={h} scope="col" className="py-2 pr-4 text-right font-semibold whitespace-nowrap">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {waiting.data.rows.map((row) => (
                  <tr key={row.key ?? ''} className="border-b last:border-0">
                    <th scope="row" className="py-2 pr-4 text-left font-medium">
                      <WaitsLink
                        to={listOf(row, false)}
                        label={T.openWaiting(row.name ?? T.unnamed, formatCount(row.waiting))}
                        className="text-link"
                      >
                        {row.name ?? T.unnamed}
                      </WaitsLink>
                    </th>
                    <td className="py-2 pr-4 text-right tabular-nums">{formatCount(row.waiting)}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{asWait(row.medianHours)}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{asWait(row.p90Hours)}</td>
                    <td
                      className={cn(
                        'py-2 pr-4 text-right font-semibold tabular-nums',
                        row.overdue > 0 && 'text-destructive',
                      )}
                    >
                      <WaitsLink
                        to={row.overdue > 0 ? listOf(row, true) : null}
                        label={T.openOverdue(row.name ?? T.unnamed, formatCount(row.overdue))}
                      >
                        {formatCount(row.overdue)}
                      </WaitsLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {waiting.data.groups > waiting.data.rows.length && (
              <p className="mt-2 text-xs text-muted-foreground">
                {T.more(waiting.data.rows.length, waiting.data.groups)}
              </p>
            )}
          </div>
        )}
        {waiting.data && <OverdueTrend step={step} trend={waiting.data.trend} />}
      </CardContent>
    </Card>
  );
}
