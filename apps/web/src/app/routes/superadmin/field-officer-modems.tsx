import { useLocation, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { fieldOfficerModemsTitle, PAGE_TITLES } from '@/app/page-titles';
import { readOfficerState } from '@/app/officer-nav-state';

export function SuperAdminFieldOfficerModemsPage() {
  const { phone } = useParams();
  const officer = readOfficerState(useLocation().state);
  return (
    <PageHeader
      title={officer.name ? fieldOfficerModemsTitle(officer.name) : PAGE_TITLES.fieldOfficerModems}
      description={phone}
      back={{ to: '/superadmin/modem-field-assistants', label: PAGE_TITLES.modemFieldOfficers }}
    />
  );
}
