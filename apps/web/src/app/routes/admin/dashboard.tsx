import { DASHBOARD_TITLES } from '@smms/shared';
import { Dashboard } from '@/features/dashboard';
import { useView } from '@/features/view';

export function AdminDashboardPage() {
  const { view } = useView();
  return <Dashboard role="AE_ADMIN" view={view} title={DASHBOARD_TITLES.AE_ADMIN[view]} />;
}
