import { PAGE_TITLES } from '@smms/shared';
import { MetersList } from '@/features/meters';

export function AdminMetersCommissionedPage() {
  return <MetersList role="AE_ADMIN" page="commissioned" title={PAGE_TITLES.metersCommissioned} />;
}
