import { PAGE_TITLES, type FieldOfficer } from '@smms/shared';
import { officerMetersPath } from '@/config/paths';
import { OfficerListRoute } from '../officer-routes';

const metersOf = (officer: FieldOfficer) => officerMetersPath('AE_ADMIN', officer.id);

export function AdminFieldOfficersPage() {
  return <OfficerListRoute screen="ae-meters" title={PAGE_TITLES.fieldOfficers} opens={metersOf} />;
}
