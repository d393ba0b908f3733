import { PAGE_TITLES } from '@smms/shared';
import { ModemsList } from '@/features/modems';

export function AdminModemsCommissionedPage() {
  return <ModemsList role="AE_ADMIN" list="commissioned" title={PAGE_TITLES.modemsCommissioned} />;
}
