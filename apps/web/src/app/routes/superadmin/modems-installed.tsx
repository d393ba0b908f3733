import { PAGE_TITLES } from '@smms/shared';
import { ModemsList } from '@/features/modems';

export function SuperAdminModemsInstalledPage() {
  return <ModemsList role="BI_SUPER_ADMIN" list="all" title={PAGE_TITLES.modemsInstalled} />;
}
