import { PAGE_TITLES } from '@smms/shared';
import { ModemsList } from '@/features/modems';

export function BiAdminModemsCommissionDonePage() {
  return <ModemsList role="BI_ADMIN" list="accepted" title={PAGE_TITLES.modemsCommissionDone} />;
}
