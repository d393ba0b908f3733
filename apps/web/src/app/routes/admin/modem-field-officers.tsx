import { FieldOfficersList } from '@/features/users';
import { PAGE_DESCRIPTIONS, PAGE_TITLES } from '@/app/page-titles';

export function AdminModemFieldOfficersPage() {
  return (
    <FieldOfficersList
      screen="ae-modems"
      title={PAGE_TITLES.modemFieldOfficers}
      description={PAGE_DESCRIPTIONS.fieldOfficers}
    />
  );
}
