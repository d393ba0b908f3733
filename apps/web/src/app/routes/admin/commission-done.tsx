import { PAGE_TITLES } from '@smms/shared';
import { MetersList } from '@/features/meters';

export function AdminCommissionDonePage() {
  return <MetersList role="AE_ADMIN" page="accepted" title={PAGE_TITLES.commissionedAccepted} />;
}
