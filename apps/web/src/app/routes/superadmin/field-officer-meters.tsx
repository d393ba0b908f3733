import { officerListPath } from '@/config/paths';
import { PAGE_TITLES } from '@/app/page-titles';
import { OfficerMetersRoute } from '../officer-routes';

export function SuperAdminFieldOfficerMetersPage() {
  return (
    <OfficerMetersRoute
      back={{ to: officerListPath('BI_SUPER_ADMIN', 'Meters'), label: PAGE_TITLES.fieldOfficers }}
    />
  );
}
