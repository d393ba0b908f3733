import { PAGE_TITLES } from '@smms/shared';
import { PageHeader } from '@/components/layout/page-header';

export function SuperAdminTechSupportPage() {
  return <PageHeader title={PAGE_TITLES.techSupport} />;
}
