import { PAGE_TITLES } from '@smms/shared';
import { MetersList } from '@/features/meters';

export function BiAdminCommissionDonePage() {
  return <MetersList role="BI_ADMIN" page="accepted" title={PAGE_TITLES.commissionedAccepted} />;
}
