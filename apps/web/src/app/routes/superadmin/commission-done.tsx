import { PAGE_TITLES } from '@smms/shared';
import { MetersList } from '@/features/meters';

export function SuperAdminCommissionDonePage() {
  return <MetersList role="BI_SUPER_ADMIN" page="accepted" title={PAGE_TITLES.commissionedAccepted} />;
}
