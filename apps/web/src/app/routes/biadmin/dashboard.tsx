import { DASHBOARD_TITLES } from '@smms/shared';
import { Dashboard } from '@/features/dashboard';
import { useView } from '@/features/view';

export function BiAdminDashboardPage() {
  const { view } = useView();
  return <Dashboard role="BI_ADMIN" view={view} title={DASHBOARD_TITLES.BI_ADMIN[view]} />;
}
