import { PAGE_TITLES } from '@/app/page-titles';
import { OfficerMetersRoute } from '../officer-routes';

export function SuperAdminFieldOfficerMetersPage() {
  return (
    <OfficerMetersRoute back={{ to: '/superadmin/field-assistants', label: PAGE_TITLES.fieldOfficers }} />
  );
}
