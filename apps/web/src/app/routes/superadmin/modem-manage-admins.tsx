import { PAGE_TITLES } from '@smms/shared';
import { AdminsList } from '@/features/people';

export function SuperAdminModemManageAdminsPage() {
  return <AdminsList screen="modem-ae" title={PAGE_TITLES.modemManageAdmins} />;
}
