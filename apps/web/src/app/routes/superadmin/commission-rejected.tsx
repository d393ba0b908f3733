import { PAGE_TITLES } from '@smms/shared';
import { MetersList } from '@/features/meters';

export function SuperAdminCommissionRejectedPage() {
  return <MetersList role="BI_SUPER_ADMIN" page="rejected" title={PAGE_TITLES.commissionRejected} />;
}
