import { PAGE_DESCRIPTIONS, PAGE_TITLES } from '@smms/shared';
import { officerMetersPath } from '@/config/paths';
import { FieldOfficersList } from '@/features/users';
import { useOpenOfficer } from '../officer-routes';

const metersOf = (officer: { id: number }) => officerMetersPath('BI_SUPER_ADMIN', officer.id);

export function SuperAdminFieldAssistantsPage() {
  const open = useOpenOfficer(metersOf);
  return (
    <FieldOfficersList
      screen="super-meters"
      title={PAGE_TITLES.fieldOfficers}
      description={PAGE_DESCRIPTIONS.fieldOfficers}
      onOpen={open}
    />
  );
}
