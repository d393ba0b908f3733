import { MetersList } from '@/features/meters';
import { PAGE_TITLES } from '@/app/page-titles';

export function AdminMetersInstalledPage() {
  return <MetersList role="AE_ADMIN" page="installed" title={PAGE_TITLES.metersInstalled} />;
}
