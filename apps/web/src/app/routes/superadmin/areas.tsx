import { AreasPage } from '@/features/areas';

export function SuperAdminAreasPage() {
  return <AreasPage />;
}
