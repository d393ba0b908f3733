import { MetersList } from '@/features/meters';
import { PAGE_TITLES } from '@/app/page-titles';

export function BiAdminMetersInstalledPage() {
  return <MetersList role="BI_ADMIN" page="installed" title={PAGE_TITLES.metersInstalled} />;
}
