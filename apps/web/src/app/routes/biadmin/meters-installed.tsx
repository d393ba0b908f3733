import { PAGE_TITLES } from '@smms/shared';
import { MetersList } from '@/features/meters';

export function BiAdminMetersInstalledPage() {
  return <MetersList role="BI_ADMIN" page="installed" title={PAGE_TITLES.metersInstalled} />;
}
