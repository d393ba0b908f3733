import { AdminsList } from '@/features/users';
import { PAGE_TITLES } from '@/app/page-titles';

export function SuperAdminManageBiAdminsPage() {
  return <AdminsList screen="bi" title={PAGE_TITLES.manageBiAdmins} />;
}
