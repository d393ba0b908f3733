import { MetersList } from '@/features/meters';
import { PAGE_TITLES } from '@/app/page-titles';

export function SuperAdminMetersCommissionedPage() {
  return <MetersList role="BI_SUPER_ADMIN" page="commissioned" title={PAGE_TITLES.metersCommissioned} />;
}
