import { PAGE_TITLES } from '@smms/shared';
import { DtrImport } from '@/features/dtr-import';

export function BiAdminDtrImportPage() {
  return <DtrImport title={PAGE_TITLES.dtrImport} />;
}
