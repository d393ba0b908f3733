import { AdminsList } from '@/features/users';
import { PAGE_TITLES } from '@/app/page-titles';

export function SuperAdminManageAdminsPage() {
  return <AdminsList screen="ae" title={PAGE_TITLES.manageAdmins} />;
}
