import { PageHeader } from '@/components/layout/page-header';
import { PAGE_TITLES } from '@/app/page-titles';

/** The BI admin's commissioned list is the pending review (SPEC §2.5). */
export function BiAdminMetersCommissionedPage() {
  return <PageHeader title={PAGE_TITLES.pendingMetersReview} />;
}
