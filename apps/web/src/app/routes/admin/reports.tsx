import { ReportsPage } from '@/features/reports';
import { useView } from '@/features/view';

export function AdminReportsPage() {
  const { view } = useView();
  return <ReportsPage view={view} />;
}
