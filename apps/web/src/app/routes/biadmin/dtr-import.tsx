import { PAGE_TITLES } from '@smms/shared';
import { DtrImport } from '@/features/dtr-import';
import { meterHrefFor } from '../meter-href';

const meterHref = meterHrefFor('BI_ADMIN');

export function BiAdminDtrImportPage() {
  return <DtrImport title={PAGE_TITLES.dtrImport} meterHref={meterHref} />;
}
