import { PAGE_TITLES } from '@/app/page-titles';
import { OfficerModemsRoute } from '../officer-routes';

export function SuperAdminFieldOfficerModemsPage() {
  return (
    <OfficerModemsRoute
      back={{ to: '/superadmin/modem-field-assistants', label: PAGE_TITLES.modemFieldOfficers }}
    />
  );
}
