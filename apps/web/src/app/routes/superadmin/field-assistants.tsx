import { PAGE_TITLES, type FieldOfficer } from '@smms/shared';
import { officerMetersPath } from '@/config/paths';
import { OfficerListRoute } from '../officer-routes';

const metersOf = (officer: FieldOfficer) => officerMetersPath('BI_SUPER_ADMIN', officer.id);

export function SuperAdminFieldAssistantsPage() {
  return <OfficerListRoute screen="super-meters" title={PAGE_TITLES.fieldOfficers} opens={metersOf} />;
}
