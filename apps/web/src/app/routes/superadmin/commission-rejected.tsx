import { MetersList } from '@/features/meters';
import { PAGE_TITLES } from '@/app/page-titles';

export function SuperAdminCommissionRejectedPage() {
  return <MetersList role="BI_SUPER_ADMIN" page="rejected" title={PAGE_TITLES.commissionRejected} />;
}
