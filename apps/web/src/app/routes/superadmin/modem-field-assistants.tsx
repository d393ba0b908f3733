import { PAGE_DESCRIPTIONS, PAGE_TITLES } from '@smms/shared';
import { officerModemsPath } from '@/config/paths';
import { FieldOfficersList } from '@/features/users';
import { useOpenOfficer } from '../officer-routes';

const modemsOf = (officer: { phone: string }) => officerModemsPath('BI_SUPER_ADMIN', officer.phone);

export function SuperAdminModemFieldAssistantsPage() {
  const open = useOpenOfficer(modemsOf);
  return (
    <FieldOfficersList
      screen="super-modems"
      title={PAGE_TITLES.modemFieldOfficers}
      description={PAGE_DESCRIPTIONS.fieldOfficers}
      onOpen={open}
    />
  );
}
