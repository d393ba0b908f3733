import { MetersList } from '@/features/meters';
import { PAGE_TITLES } from '@/app/page-titles';

export function AdminCommissionRejectedPage() {
  return <MetersList role="AE_ADMIN" page="rejected" title={PAGE_TITLES.commissionRejected} />;
}
