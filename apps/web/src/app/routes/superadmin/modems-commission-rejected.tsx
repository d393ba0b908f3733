import { PAGE_TITLES } from '@smms/shared';
import { ModemsList } from '@/features/modems';

export function SuperAdminModemsCommissionRejectedPage() {
  return <ModemsList role="BI_SUPER_ADMIN" list="rejected" title={PAGE_TITLES.modemsCommissionRejected} />;
}
