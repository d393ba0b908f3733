import { PAGE_TITLES } from '@smms/shared';
import { MetersList } from '@/features/meters';

export function SuperAdminMetersCommissionedPage() {
  return <MetersList role="BI_SUPER_ADMIN" page="commissioned" title={PAGE_TITLES.metersCommissioned} />;
}
