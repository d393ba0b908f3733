import { PAGE_TITLES } from '@smms/shared';
import { ModemsList } from '@/features/modems';

export function AdminModemsInstalledPage() {
  return <ModemsList role="AE_ADMIN" list="all" title={PAGE_TITLES.modemsInstalled} />;
}
