import { PAGE_TITLES } from '@/app/page-titles';
import { OfficerMetersRoute } from '../officer-routes';

export function AdminFieldOfficerMetersPage() {
  return <OfficerMetersRoute back={{ to: '/admin/field-officers', label: PAGE_TITLES.fieldOfficers }} />;
}
