import { PageHeader } from '@/components/layout/page-header';
import { PAGE_TITLES } from '@/app/page-titles';

export function BiAdminMetersInstalledPage() {
  return <PageHeader title={PAGE_TITLES.metersInstalled} />;
}
