import { AdminsList } from '@/features/users';
import { PAGE_TITLES } from '@/app/page-titles';

export function SuperAdminModemManageBiAdminsPage() {
  return <AdminsList screen="modem-bi" title={PAGE_TITLES.modemManageBiAdmins} />;
}
