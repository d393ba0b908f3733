import { PAGE_TITLES } from '@smms/shared';
import { MetersList } from '@/features/meters';

export function BiAdminCommissionRejectedPage() {
  return <MetersList role="BI_ADMIN" page="rejected" title={PAGE_TITLES.commissionRejected} />;
}
