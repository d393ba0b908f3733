import { formatCount, type DashboardCounts } from '@smms/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { BAR_MAX_HEIGHT, statusBars } from '../status-overview';
import { DASHBOARD_TEXTS as T } from '../texts';

/** "Status Overview": a bar per stage and a legend of each stage's share of the installed total. */
export function StatusChart({ counts }: { counts: DashboardCounts }) {
  const bars = statusBars(counts);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{T.statusOverview}</CardTitle>
        <CardDescription>{T.statusOverviewHint(counts.view)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div
          className="flex items-end justify-around gap-3"
          style={{ height: BAR_MAX_HEIGHT + 64 }}
          aria-hidden="true"
        >
          {bars.map((bar) => (
            <div key={bar.label} className="flex min-w-0 flex-1 flex-col items-center justify-end gap-1">
              <span className="text-xs font-semibold text-foreground">{formatCount(bar.value)}</span>
              <div
                className={cn('w-full max-w-14 rounded-t-md', bar.color)}
                style={{ height: bar.height }}
                data-testid={`bar-${bar.label}`}
              />
              {/* A word a line ("Awaiting review"); on a phone a long word is cut, the legend below names it in full. */}
              <span
                className="h-8 w-full text-center text-xs leading-4 text-muted-foreground"
                title={bar.label}
              >
                {bar.label.split(' ').map((word, i) => (
                  <span key={i} className="block truncate">
                    {word}
                  </span>
                ))}
              </span>
            </div>
          ))}
        </div>
        <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3" aria-label={T.statusOverview}>
          {bars.map((bar) => (
            <li key={bar.label} className="flex items-center gap-2">
              <span className={cn('size-3 rounded-sm', bar.color)} aria-hidden="true" />
              <span className="text-foreground">
                {bar.label}: {formatCount(bar.value)} ({bar.percent}%)
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
