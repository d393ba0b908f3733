import { PAGE_TITLES } from '@smms/shared';
import { officerListPath } from '@/config/paths';
import { OfficerModemsRoute } from '../officer-routes';

export function SuperAdminFieldOfficerModemsPage() {
  return (
    <OfficerModemsRoute
      back={{ to: officerListPath('BI_SUPER_ADMIN', 'Modems'), label: PAGE_TITLES.modemFieldOfficers }}
    />
  );
}
