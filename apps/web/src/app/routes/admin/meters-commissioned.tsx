import { MetersList } from '@/features/meters';
import { PAGE_TITLES } from '@/app/page-titles';

export function AdminMetersCommissionedPage() {
  return <MetersList role="AE_ADMIN" page="commissioned" title={PAGE_TITLES.metersCommissioned} />;
}
