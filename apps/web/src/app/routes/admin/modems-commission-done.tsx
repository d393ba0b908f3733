import { PAGE_TITLES } from '@smms/shared';
import { ModemsList } from '@/features/modems';

export function AdminModemsCommissionDonePage() {
  return <ModemsList role="AE_ADMIN" list="accepted" title={PAGE_TITLES.modemsCommissionDone} />;
}
