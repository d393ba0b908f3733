import { PAGE_TITLES } from '@smms/shared';
import { ModemsList } from '@/features/modems';

export function BiAdminModemsCommissionRejectedPage() {
  return <ModemsList role="BI_ADMIN" list="rejected" title={PAGE_TITLES.modemsCommissionRejected} />;
}
