import { PAGE_TITLES } from '@smms/shared';
import { PageHeader } from '@/components/layout/page-header';

export function BiAdminModemsCommissionDonePage() {
  return <PageHeader title={PAGE_TITLES.modemsCommissionDone} />;
}
