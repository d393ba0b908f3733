import { PAGE_TITLES } from '@smms/shared';
import { AdminsList } from '@/features/people';

export function SuperAdminManageBiAdminsPage() {
  return <AdminsList screen="bi" title={PAGE_TITLES.manageBiAdmins} />;
}
