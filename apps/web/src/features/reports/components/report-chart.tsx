import { formatCount, REPORT_COLUMNS as C, REPORT_TEXTS as T, type ProgressReport } from '@smms/shared';
import { BarChart } from '@/components/charts/bar-chart';
import { formatDay } from '@/lib/format-date';

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

/** Installed and accepted per period, the sums of the report's groups. */
export function ReportChart({ report }: { report: ProgressReport }) {
  return (
    <BarChart
      title={T.chartTitle}
      caption={T.chartTitle}
      groupHeading={C.period}
      series={SERIES}
      groups={periodTotals(report).map((p) => ({
        id: p.period,
        label: formatDay(p.period),
        short: formatDay(p.period, { short: true }),
        values: { installed: p.installed, accepted: p.accepted },
      }))}
      tooltip={(g) =>
        `${g.label}: ${formatCount(g.values.installed)} ${C.installed.toLowerCase()}, ${formatCount(g.values.accepted)} ${C.accepted.toLowerCase()}`
      }
    />
  );
}
