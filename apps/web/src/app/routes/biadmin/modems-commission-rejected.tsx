import { PAGE_TITLES } from '@smms/shared';
import { PageHeader } from '@/components/layout/page-header';

export function BiAdminModemsCommissionRejectedPage() {
  return <PageHeader title={PAGE_TITLES.modemsCommissionRejected} />;
}
