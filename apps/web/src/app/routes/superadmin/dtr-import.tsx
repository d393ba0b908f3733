import { PAGE_TITLES } from '@smms/shared';
import { AutoCommissionRuleSection, DtrImport } from '@/features/dtr-import';
import { meterHrefFor } from '../meter-href';

const meterHref = meterHrefFor('BI_SUPER_ADMIN');

/** The super admin's DTR Master Import, with the auto-commissioning rule it owns. */
export function SuperAdminDtrImportPage() {
  return (
    <DtrImport title={PAGE_TITLES.dtrImport} meterHref={meterHref}>
      <AutoCommissionRuleSection />
    </DtrImport>
  );
}
