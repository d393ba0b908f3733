import { PAGE_TITLES } from '@smms/shared';
import { MetersList } from '@/features/meters';

export function SuperAdminMetersInstalledPage() {
  return <MetersList role="BI_SUPER_ADMIN" page="installed" title={PAGE_TITLES.metersInstalled} />;
}
