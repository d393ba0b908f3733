import { MetersList } from '@/features/meters';
import { PAGE_TITLES } from '@/app/page-titles';

export function SuperAdminCommissionDonePage() {
  return <MetersList role="BI_SUPER_ADMIN" page="accepted" title={PAGE_TITLES.commissionedAccepted} />;
}
