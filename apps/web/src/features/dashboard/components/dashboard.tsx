import type { ConsoleRole, View } from '@smms/shared';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDashboard } from '../api/get-dashboard';
import { dashboardCards } from '../cards';
import { DASHBOARD_TEXTS as T } from '../texts';
import { RecentActivities } from './recent-activities';
import { StatCard } from './stat-card';
import { StatusChart } from './status-chart';
import { TrendPanel } from './trend-chart';
import { WaitingPanel } from './waiting-panel';

interface DashboardProps {
  role: ConsoleRole;
  /** The view in force (useView): its counts, card links and activities. */
  view: View;
  title: string;
}

function activityTexts(role: ConsoleRole, type: string) {
  if (role === 'BI_ADMIN') return { empty: T.noActivity };
  if (role === 'BI_SUPER_ADMIN') return { empty: T.noTypeActivity(type), emptyHint: T.activitiesHint };
  return { empty: T.noTypeActivity(type) };
}

/**
 * A role's dashboard (SPEC §2.4): the counts as linked cards with the 30-day trend beside them, the
 * AE_ADMIN's chart, recent activities.
 */
export function Dashboard({ role, view, title }: DashboardProps) {
  const counts = useDashboard(view);
  const type = view === 'Meters' ? 'meter' : 'modem';
  return (
    <>
      <PageHeader title={title} />
      {counts.isPending ? (
        <Spinner label={T.loading} showLabel className="py-10" />
      ) : counts.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border bg-card p-10 text-center">
          <p role="alert" className="font-medium text-destructive">
            {T.failed}
          </p>
          <Button variant="outline" onClick={() => void counts.refetch()}>
            {T.retry}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          {/* The cards and, beside them, how the last 30 days went. */}
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <ul aria-label={T.counts} className="grid content-start gap-4 sm:grid-cols-2">
              {dashboardCards(role, view).map((card) => (
                <li key={`${card.label}-${card.to}`} className="grid">
                  <StatCard card={card} value={counts.data[card.count]} />
                </li>
              ))}
            </ul>
            <TrendPanel view={view} />
          </div>
          <WaitingPanel role={role} view={view} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            {role === 'AE_ADMIN' && <StatusChart counts={counts.data} />}
            <RecentActivities key={type} type={type} {...activityTexts(role, type)} />
          </div>
        </div>
      )}
    </>
  );
}
