import { useLocation } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { fieldOfficerMetersTitle, PAGE_DESCRIPTIONS, PAGE_TITLES } from '@/app/page-titles';
import { readOfficerState } from '@/app/officer-nav-state';

export function SuperAdminFieldOfficerMetersPage() {
  const officer = readOfficerState(useLocation().state);
  return (
    <PageHeader
      title={officer.name ? fieldOfficerMetersTitle(officer.name) : PAGE_TITLES.fieldOfficerMeters}
      description={PAGE_DESCRIPTIONS.fieldOfficerMeters}
      back={{ to: '/superadmin/field-assistants', label: PAGE_TITLES.fieldOfficers }}
    />
  );
}
