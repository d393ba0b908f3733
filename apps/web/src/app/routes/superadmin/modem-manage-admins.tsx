import { AdminsList } from '@/features/users';
import { PAGE_TITLES } from '@/app/page-titles';

export function SuperAdminModemManageAdminsPage() {
  return <AdminsList screen="modem-ae" title={PAGE_TITLES.modemManageAdmins} />;
}
