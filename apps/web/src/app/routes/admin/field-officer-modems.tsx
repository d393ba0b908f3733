import { PAGE_TITLES } from '@smms/shared';
import { officerListPath } from '@/config/paths';
import { OfficerModemsRoute } from '../officer-routes';

/** One of the AE admin's own officers' modems (issue 38: the drill-down the super admin already had). */
export function AdminFieldOfficerModemsPage() {
  return (
    <OfficerModemsRoute
      back={{ to: officerListPath('AE_ADMIN', 'Modems'), label: PAGE_TITLES.modemFieldOfficers }}
    />
  );
}
