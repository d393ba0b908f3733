import { PAGE_DESCRIPTIONS, PAGE_TITLES } from '@smms/shared';
import { FieldOfficersList } from '@/features/users';

export function AdminModemFieldOfficersPage() {
  return (
    <FieldOfficersList
      screen="ae-modems"
      title={PAGE_TITLES.modemFieldOfficers}
      description={PAGE_DESCRIPTIONS.fieldOfficers}
    />
  );
}
