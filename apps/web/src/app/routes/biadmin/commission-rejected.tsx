import { MetersList } from '@/features/meters';
import { PAGE_TITLES } from '@/app/page-titles';

export function BiAdminCommissionRejectedPage() {
  return <MetersList role="BI_ADMIN" page="rejected" title={PAGE_TITLES.commissionRejected} />;
}
