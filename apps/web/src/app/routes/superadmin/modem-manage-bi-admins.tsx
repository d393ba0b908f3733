import { PAGE_TITLES } from '@smms/shared';
import { AdminsList } from '@/features/people';

export function SuperAdminModemManageBiAdminsPage() {
  return <AdminsList screen="modem-bi" title={PAGE_TITLES.modemManageBiAdmins} />;
}
