import { MetersList } from '@/features/meters';
import { PAGE_TITLES } from '@/app/page-titles';

export function SuperAdminMetersInstalledPage() {
  return <MetersList role="BI_SUPER_ADMIN" page="installed" title={PAGE_TITLES.metersInstalled} />;
}
