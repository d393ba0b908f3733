import { useId, useState, type ReactNode } from 'react';
import { CHART_TEXTS, formatCount } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const CHART_HEIGHT = 160;

/** One series of bars: its key in each group's values, its name in the legend and the table, its colour. */
export interface BarSeries<K extends string> {
  key: K;
  label: string;
  color: string;
}

/**
 * One group of bars (a day, a week): its name in the table, its short name under the axis, its values (null: not
 * known for that group, no bar and a dash in the table).
 */
export interface BarGroup<K extends string, V extends number | null = number> {
  id: string;
  label: string;
  short: string;
  values: Record<K, V>;
}

interface BarChartProps<K extends string, V extends number | null> {
  title: string;
  description?: ReactNode;
  /** The table's name, read by screen readers and the scroll area's label. */
  caption: string;
  /** The table's first column: what a group is ("Day", "Period"). */
  groupHeading: string;
  series: readonly BarSeries<K>[];
  groups: readonly BarGroup<K, V>[];
  tooltip: (group: BarGroup<K, V>) => string;
  /** A series' legend entry, given its total over the groups; the series' name when not given. */
  legend?: (series: BarSeries<K>, total: number) => string;
  /** The table lists the newest group first (the groups come oldest first). */
  newestFirst?: boolean;
  testId?: string;
  className?: string;
}

/**
 * Groups of bars over time, drawn with plain elements (no chart library): a tooltip per group on hover, a legend,
 * and the same numbers as a table, visually hidden for screen readers or shown instead of the bars with
 * "Show as table". A region named by its title, so each chart's controls are found in it. The dashboard's trends
 * and the Reports page draw with it.
 */
export function BarChart<K extends string, V extends number | null = number>({
  title,
  description,
  caption,
  groupHeading,
  series,
  groups,
  tooltip,
  legend = (s) => s.label,
  newestFirst = false,
  testId,
  className,
}: BarChartProps<K, V>) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const max = Math.max(1, ...groups.flatMap((g) => series.map((s) => g.values[s.key] ?? 0)));
  const total = (key: K) => groups.reduce((n, g) => n + (g.values[key] ?? 0), 0);
  const ticks = [groups[0], groups[Math.floor(groups.length / 2)], groups.at(-1)];
  const rows = newestFirst ? [...groups].reverse() : groups;
  return (
    <Card className={cn('min-w-0', className)} role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle id={`${id}-title`}>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        <Button variant="outline" size="sm" onClick={() => setAsTable((shown) => !shown)}>
          {asTable ? CHART_TEXTS.showChart : CHART_TEXTS.showTable}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!asTable && (
          <div aria-hidden="true" className="flex flex-col gap-1" data-testid={testId}>
            <div className="flex gap-2">
              <div className="flex flex-col justify-between text-right text-xs text-muted-foreground tabular-nums">
                <span>{formatCount(max)}</span>
                <span>0</span>
              </div>
              <div
                className="flex flex-1 items-end gap-px border-b border-l border-border"
                style={{ height: CHART_HEIGHT }}
              >
                {groups.map((g) => (
                  <div
                    key={g.id}
                    className="group relative flex h-full flex-1 items-end justify-center gap-px"
                  >
                    {series.map((s) => (
                      <div
                        key={s.key}
                        className={cn(
                          'rounded-t-sm',
                          series.length > 1 ? 'w-1/2' : 'w-3/4',
                          groups.length > 20 ? 'max-w-2' : 'max-w-4',
                          s.color,
                        )}
                        style={{ height: `${((g.values[s.key] ?? 0) / max) * 100}%` }}
                      />
                    ))}
                    <div className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 hidden -translate-x-1/2 rounded-md border bg-popover px-2 py-1 text-xs whitespace-nowrap text-popover-foreground shadow-md group-hover:block">
                      {tooltip(g)}
                    </div>
                  </div>
                ))}
              </div>
            </div>
            <div className="flex justify-between pl-6 text-xs text-muted-foreground">
              {ticks.map((g, i) => (
                <span key={i}>{g?.short ?? ''}</span>
              ))}
            </div>
          </div>
        )}
        <ul className="flex flex-wrap gap-4 text-sm">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <span className={cn('size-3 rounded-sm', s.color)} aria-hidden="true" />
              {legend(s, total(s.key))}
            </li>
          ))}
        </ul>
        <div
          className={asTable ? 'max-h-80 overflow-y-auto rounded-md border' : 'sr-only'}
          // Shown, it scrolls: a scroll area the keyboard can reach.
          {...(asTable ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 bg-muted text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {groupHeading}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-3 py-2 text-right font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((g) => (
                <tr key={g.id} className="border-t">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {g.label}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="px-3 py-1.5 text-right tabular-nums">
                      {g.values[s.key] === null ? '–' : formatCount(g.values[s.key] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
