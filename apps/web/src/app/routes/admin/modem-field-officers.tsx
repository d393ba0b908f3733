import { PAGE_TITLES, type FieldOfficer } from '@smms/shared';
import { officerModemsPath } from '@/config/paths';
import { OfficerListRoute } from '../officer-routes';

const modemsOf = (officer: FieldOfficer) => officerModemsPath('AE_ADMIN', officer.phone);

export function AdminModemFieldOfficersPage() {
  return <OfficerListRoute screen="ae-modems" title={PAGE_TITLES.modemFieldOfficers} opens={modemsOf} />;
}
