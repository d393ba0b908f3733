import { PAGE_TITLES } from '@smms/shared';
import { MetersList } from '@/features/meters';

/** The BI admin's commissioned list is the pending review (SPEC §2.5). */
export function BiAdminMetersCommissionedPage() {
  return <MetersList role="BI_ADMIN" page="commissioned" title={PAGE_TITLES.pendingMetersReview} />;
}
