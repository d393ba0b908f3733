import { PAGE_TITLES } from '@smms/shared';
import { ModemsList } from '@/features/modems';

export function SuperAdminModemsCommissionDonePage() {
  return <ModemsList role="BI_SUPER_ADMIN" list="accepted" title={PAGE_TITLES.modemsCommissionDone} />;
}
