import { PAGE_TITLES } from '@smms/shared';
import { ModemsList } from '@/features/modems';

export function SuperAdminModemsCommissionedPage() {
  return <ModemsList role="BI_SUPER_ADMIN" list="commissioned" title={PAGE_TITLES.modemsCommissioned} />;
}
