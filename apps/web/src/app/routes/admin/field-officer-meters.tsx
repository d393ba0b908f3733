import { PAGE_TITLES } from '@smms/shared';
import { officerListPath } from '@/config/paths';
import { OfficerMetersRoute } from '../officer-routes';

export function AdminFieldOfficerMetersPage() {
  return (
    <OfficerMetersRoute
      back={{ to: officerListPath('AE_ADMIN', 'Meters'), label: PAGE_TITLES.fieldOfficers }}
    />
  );
}
