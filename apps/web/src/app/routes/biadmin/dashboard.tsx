import { PageHeader } from '@/components/layout/page-header';
import { useView } from '@/features/view';
import { DASHBOARD_TITLES } from '@/app/page-titles';

export function BiAdminDashboardPage() {
  const { view } = useView();
  return <PageHeader title={DASHBOARD_TITLES.BI_ADMIN[view]} />;
}
