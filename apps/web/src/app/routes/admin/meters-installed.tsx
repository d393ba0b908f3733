import { PAGE_TITLES } from '@smms/shared';
import { MetersList } from '@/features/meters';

export function AdminMetersInstalledPage() {
  return <MetersList role="AE_ADMIN" page="installed" title={PAGE_TITLES.metersInstalled} />;
}
