import { PageHeader } from '@/components/layout/page-header';
import { PAGE_DESCRIPTIONS, PAGE_TITLES } from '@/app/page-titles';

export function AdminFieldOfficersPage() {
  return <PageHeader title={PAGE_TITLES.fieldOfficers} description={PAGE_DESCRIPTIONS.fieldOfficers} />;
}
