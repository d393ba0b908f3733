import { officerListPath } from '@/config/paths';
import { PAGE_TITLES } from '@/app/page-titles';
import { OfficerMetersRoute } from '../officer-routes';

export function AdminFieldOfficerMetersPage() {
  return (
    <OfficerMetersRoute
      back={{ to: officerListPath('AE_ADMIN', 'Meters'), label: PAGE_TITLES.fieldOfficers }}
    />
  );
}
