import { PAGE_TITLES } from '@smms/shared';
import { ModemsList } from '@/features/modems';

export function AdminModemsCommissionRejectedPage() {
  return <ModemsList role="AE_ADMIN" list="rejected" title={PAGE_TITLES.modemsCommissionRejected} />;
}
