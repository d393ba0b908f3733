import { PAGE_TITLES } from '@smms/shared';
import { ModemsList } from '@/features/modems';

export function BiAdminModemsInstalledPage() {
  return <ModemsList role="BI_ADMIN" list="all" title={PAGE_TITLES.modemsInstalled} />;
}
