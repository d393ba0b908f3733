import { isValidPhone, PERSON_FIELDS, TOAST_TITLES, USERS, type FieldOfficer, type View } from '@smms/shared';
import { requiredErrors, type FormProblem } from '@/components/form/form-problem';
import { trimFields } from '@/components/form/trim-fields';
import type { CreateOfficerBody } from '../../api/create-user';
import type { UserChanges } from '../../api/update-user';
import { changedFields } from '@/lib/changed-fields';

export interface OfficerFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  alternatePhone: string;
  circle: string;
  division: string;
  subDivision: string;
  section: string;
}

export const OFFICER_REQUIRED = [
  'firstName',
  'lastName',
  'phone',
  'circle',
  'division',
  'subDivision',
  'section',
] as const satisfies readonly (keyof OfficerFormValues)[];

export const EMPTY_OFFICER: OfficerFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  alternatePhone: '',
  circle: '',
  division: '',
  subDivision: '',
  section: '',
};

export const officerFormValues = (officer?: FieldOfficer | null): OfficerFormValues =>
  officer
    ? {
        firstName: officer.firstName,
        lastName: officer.lastName,
        phone: officer.phone,
        alternatePhone: officer.alternatePhone ?? '',
        circle: officer.circle ?? '',
        division: officer.division ?? '',
        subDivision: officer.subDivision ?? '',
        section: officer.section ?? '',
      }
    : EMPTY_OFFICER;

/**
 * SPEC §5 submit-time checks. Every field that is wrong gets its message; the summary names the first
 * kind of problem in the spec's order: required fields, then the primary phone, then a non-empty
 * alternate phone. The super admin's variant names the required fields in its summary.
 */
export function officerProblem(values: OfficerFormValues, listFields: boolean): FormProblem | null {
  const missing = OFFICER_REQUIRED.filter((name) => !values[name].trim());
  const phone = values.phone.trim();
  const alternate = values.alternatePhone.trim();
  const badPhone = phone !== '' && !isValidPhone(phone);
  const badAlternate = alternate !== '' && !isValidPhone(alternate);
  const errors = {
    ...requiredErrors(missing, PERSON_FIELDS),
    ...(badPhone ? { phone: USERS.invalidPhone } : {}),
    ...(badAlternate ? { alternatePhone: USERS.invalidAlternatePhone } : {}),
  };
  if (missing.length > 0)
    return {
      title: TOAST_TITLES.validation,
      description: listFields ? USERS.fillRequiredOfficer : USERS.fillRequired,
      errors,
    };
  if (badPhone) return { title: USERS.invalidPhoneTitle, description: USERS.invalidPhone, errors };
  if (badAlternate)
    return { title: USERS.invalidAlternatePhoneTitle, description: USERS.invalidAlternatePhone, errors };
  return null;
}

const trimmed = (values: OfficerFormValues) => trimFields(values, OFFICER_REQUIRED);

/** A new officer gets the access level of the view it was added from (SPEC §6). */
export const officerCreateBody = (values: OfficerFormValues, view: View): CreateOfficerBody => ({
  role: 'FIELD_OFFICER',
  ...trimmed(values),
  ...(values.alternatePhone.trim() ? { alternatePhone: values.alternatePhone.trim() } : {}),
  accessLevel: view,
});

const editable = (values: OfficerFormValues) => ({
  ...trimmed(values),
  alternatePhone: values.alternatePhone.trim() || null,
});

/** What an edit sends: only the fields that differ from the officer as it was opened. */
export const officerChanges = (officer: FieldOfficer, values: OfficerFormValues): UserChanges =>
  changedFields(editable(officerFormValues(officer)), editable(values));
