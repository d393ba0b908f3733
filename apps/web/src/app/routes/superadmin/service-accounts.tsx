import { ServiceAccountsPage } from '@/features/service-accounts';

export function SuperAdminServiceAccountsPage() {
  return <ServiceAccountsPage />;
}
