import { PAGE_TITLES, type FieldOfficer } from '@smms/shared';
import { officerModemsPath } from '@/config/paths';
import { OfficerListRoute } from '../officer-routes';

const modemsOf = (officer: FieldOfficer) => officerModemsPath('BI_SUPER_ADMIN', officer.phone);

export function SuperAdminModemFieldAssistantsPage() {
  return <OfficerListRoute screen="super-modems" title={PAGE_TITLES.modemFieldOfficers} opens={modemsOf} />;
}
