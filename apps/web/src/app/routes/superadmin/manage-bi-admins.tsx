import { PAGE_TITLES } from '@smms/shared';
import { AdminsList } from '@/features/users';

export function SuperAdminManageBiAdminsPage() {
  return <AdminsList screen="bi" title={PAGE_TITLES.manageBiAdmins} />;
}
