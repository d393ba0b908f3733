import { PAGE_TITLES } from '@smms/shared';
import { ModemsList } from '@/features/modems';

export function BiAdminModemsCommissionedPage() {
  return <ModemsList role="BI_ADMIN" list="commissioned" title={PAGE_TITLES.modemsCommissioned} />;
}
