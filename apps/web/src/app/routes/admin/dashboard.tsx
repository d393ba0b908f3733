import { PageHeader } from '@/components/layout/page-header';
import { useView } from '@/features/view';
import { DASHBOARD_TITLES } from '@/app/page-titles';

export function AdminDashboardPage() {
  const { view } = useView();
  return <PageHeader title={DASHBOARD_TITLES.AE_ADMIN[view]} />;
}
