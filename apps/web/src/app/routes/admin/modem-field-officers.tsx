import { PAGE_TITLES } from '@smms/shared';
import { OfficerListRoute } from '../officer-routes';

export function AdminModemFieldOfficersPage() {
  return <OfficerListRoute screen="ae-modems" title={PAGE_TITLES.modemFieldOfficers} />;
}
