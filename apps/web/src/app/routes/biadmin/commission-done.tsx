import { MetersList } from '@/features/meters';
import { PAGE_TITLES } from '@/app/page-titles';

export function BiAdminCommissionDonePage() {
  return <MetersList role="BI_ADMIN" page="accepted" title={PAGE_TITLES.commissionedAccepted} />;
}
