import { PAGE_TITLES } from '@smms/shared';
import { officerListPath } from '@/config/paths';
import { OfficerMetersRoute } from '../officer-routes';

export function SuperAdminFieldOfficerMetersPage() {
  return (
    <OfficerMetersRoute
      back={{ to: officerListPath('BI_SUPER_ADMIN', 'Meters'), label: PAGE_TITLES.fieldOfficers }}
    />
  );
}
