import { MetersList } from '@/features/meters';
import { PAGE_TITLES } from '@/app/page-titles';

export function AdminCommissionDonePage() {
  return <MetersList role="AE_ADMIN" page="accepted" title={PAGE_TITLES.commissionedAccepted} />;
}
