import { PAGE_DESCRIPTIONS, PAGE_TITLES } from '@smms/shared';
import { officerMetersPath } from '@/config/paths';
import { FieldOfficersList } from '@/features/users';
import { useOpenOfficer } from '../officer-routes';

const metersOf = (officer: { id: number }) => officerMetersPath('AE_ADMIN', officer.id);

export function AdminFieldOfficersPage() {
  const open = useOpenOfficer(metersOf);
  return (
    <FieldOfficersList
      screen="ae-meters"
      title={PAGE_TITLES.fieldOfficers}
      description={PAGE_DESCRIPTIONS.fieldOfficers}
      onOpen={open}
    />
  );
}
