import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  localDay,
  PAGE_TITLES,
  REPORT_GROUPS,
  REPORT_PERIODS,
  REPORT_TEXTS as T,
  ReportQuery,
  reportFileName,
  type ReportGroup,
  type ReportPeriod,
  type View,
} from '@smms/shared';
import { ExportButton } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useAreas } from '@/lib/api/get-areas';
import { utilityTimeZone } from '@/lib/format-date';
import { REPORT_EXPORT_PATH, useReport, type ReportParams } from '../api/get-report';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';
import { SlowestChart } from './slowest-chart';

const DAY_MS = 86_400_000;
/** The range a report opens on: the last 12 weeks from a Monday, or the last 30 days by day. */
function defaultRange(period: ReportPeriod): { from: string; to: string } {
  const to = localDay(new Date(), utilityTimeZone());
  const end = Date.parse(`${to}T00:00:00Z`);
  if (period === 'day') return { from: new Date(end - 29 * DAY_MS).toISOString().slice(0, 10), to };
  const monday = end - ((new Date(end).getUTCDay() + 6) % 7) * DAY_MS;
  return { from: new Date(monday - 11 * 7 * DAY_MS).toISOString().slice(0, 10), to };
}

/**
 * The Reports page (issue 41): the installations of a range of installation days per day or week and per circle,
 * division, sub division or officer, as a chart and a table, exported as CSV or XLSX. The address holds every
 * choice, so a report can be bookmarked and sent.
 */
export function ReportsPage({ view }: { view: View }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const period = (REPORT_PERIODS as readonly string[]).includes(params.get('period') ?? '')
    ? (params.get('period') as ReportPeriod)
    : 'week';
  const by = (REPORT_GROUPS as readonly string[]).includes(params.get('by') ?? '')
    ? (params.get('by') as ReportGroup)
    : 'division';
  const range = defaultRange(period);
  const asked: ReportParams = {
    view,
    period,
    by,
    from: params.get('from') || range.from,
    to: params.get('to') || range.to,
    ...(params.get('circle') ? { circle: params.get('circle') as string } : {}),
  };
  // The shared rule the API checks: a reversed, too long or malformed range is said here and never sent.
  const checked = ReportQuery.safeParse(asked);
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const report = useReport(asked, checked.success);
  const areas = useAreas();
  const circles = useMemo(
    () =>
      (areas.data ?? [])
        .filter((a) => a.kind === 'circle')
        .map((a) => a.name)
        .sort(),
    [areas.data],
  );
  const set = (name: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const query = { ...asked };
  const exported = (format: 'csv' | 'xlsx') => (
    <ExportButton
      path={REPORT_EXPORT_PATH}
      fallbackName={reportFileName(by, period, asked.from, asked.to, format)}
      query={{ ...query, format }}
      label={format === 'csv' ? T.exportCsv : T.exportXlsx}
    />
  );

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.reports}
        description={T.description}
        actions={
          checked.success ? (
            <>
              {exported('csv')}
              {exported('xlsx')}
            </>
          ) : undefined
        }
      />
      <form
        className="mb-6 flex flex-wrap items-end gap-3"
        aria-label={T.filters}
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          {T.period}
          <NativeSelect value={period} onChange={(e) => set('period', e.target.value)} className="w-32">
            {REPORT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {T.periods[p]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {T.by}
          <NativeSelect value={by} onChange={(e) => set('by', e.target.value)} className="w-40">
            {REPORT_GROUPS.map((g) => (
              <option key={g} value={g}>
                {T.groups[g]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {T.circle}
          <NativeSelect
            value={asked.circle ?? ''}
            onChange={(e) => set('circle', e.target.value)}
            className="w-44"
          >
            <option value="">{T.allCircles}</option>
            {circles.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </label>
        {(['from', 'to'] as const).map((bound) => (
          <label key={bound} className="flex flex-col gap-1 text-sm font-medium">
            {T[bound]}
            <Input
              type="date"
              className="w-40"
              value={asked[bound]}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => set(bound, e.target.value)}
            />
          </label>
        ))}
      </form>
      {problem ? (
        <FormError id={`${id}-problem`} message={problem} />
      ) : (
        <div className="flex flex-col gap-6" aria-busy={report.isFetching}>
          {report.isPending ? (
            <Spinner label={T.loading} showLabel className="py-6" />
          ) : report.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
              <p className="font-medium text-destructive">{T.failed}</p>
              <Button variant="outline" onClick={() => void report.refetch()}>
                {T.retry}
              </Button>
            </div>
          ) : report.data.rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">{T.none}</p>
          ) : (
            <>
              <div className="grid gap-6 xl:grid-cols-2">
                <ReportChart report={report.data} />
                <SlowestChart report={report.data} />
              </div>
              <ReportTable report={report.data} />
            </>
          )}
        </div>
      )}
    </>
  );
}
