import { PAGE_TITLES } from '@smms/shared';
import { MetersList } from '@/features/meters';

export function AdminCommissionRejectedPage() {
  return <MetersList role="AE_ADMIN" page="rejected" title={PAGE_TITLES.commissionRejected} />;
}
