import { ReportsPage } from '@/features/reports';
import { useView } from '@/features/view';

export function BiAdminReportsPage() {
  const { view } = useView();
  return <ReportsPage view={view} />;
}
