import { PAGE_TITLES } from '@smms/shared';
import { AdminsList } from '@/features/people';

export function SuperAdminManageAdminsPage() {
  return <AdminsList screen="ae" title={PAGE_TITLES.manageAdmins} />;
}
