import {
  AUTH,
  isValidPhone,
  PASSWORD_MIN_LENGTH,
  PERSON_FIELDS,
  TOAST_TITLES,
  USERS,
  type User,
  type View,
} from '@smms/shared';
import { requiredErrors, type FormProblem } from '@/components/form/form-problem';
import { trimFields } from '@/components/form/trim-fields';
import type { CreateAdminBody } from '../../api/create-user';
import type { UserChanges } from '../../api/update-user';
import { changedFields } from '@/lib/changed-fields';
import type { AdminKind } from '../api/get-admins';

export interface AdminFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  username: string;
  password: string;
  confirmPassword: string;
  division: string;
}

export interface AdminFormRules {
  mode: 'add' | 'edit';
  /** The modem BI admin dialogs require an email (SPEC §2.7). */
  emailRequired: boolean;
}

export const adminFormValues = (admin?: User | null): AdminFormValues => ({
  firstName: admin?.firstName ?? '',
  lastName: admin?.lastName ?? '',
  email: admin?.email ?? '',
  phone: admin?.phone ?? '',
  username: admin?.username ?? '',
  password: '',
  confirmPassword: '',
  division: admin?.division === 'Unassigned' ? '' : (admin?.division ?? ''),
});

/** The fields a dialog requires, in the order of SPEC §5. */
export function adminRequired({ mode, emailRequired }: AdminFormRules): (keyof AdminFormValues)[] {
  const fields: (keyof AdminFormValues)[] = ['firstName', 'lastName', 'phone', 'username'];
  if (emailRequired) fields.push('email');
  if (mode === 'add') fields.push('password', ...(emailRequired ? (['confirmPassword'] as const) : []));
  return fields;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SPEC §5 "Create admin" / "Edit admin" / "BI admin create". Every field that is wrong gets its message;
 * the summary names the first kind of problem in the spec's order, or there is no problem (null).
 */
export function adminProblem(values: AdminFormValues, rules: AdminFormRules): FormProblem | null {
  const missing = adminRequired(rules).filter((name) => !values[name].trim());
  const adding = rules.mode === 'add';
  const short = adding && values.password !== '' && values.password.length < PASSWORD_MIN_LENGTH;
  const mismatch = adding && values.confirmPassword !== '' && values.password !== values.confirmPassword;
  const mismatchAtAll = adding && values.password !== values.confirmPassword;
  const phone = values.phone.trim();
  const badPhone = phone !== '' && !isValidPhone(phone);
  const email = values.email.trim();
  const badEmail = email !== '' && !EMAIL.test(email);
  const errors = {
    ...requiredErrors(missing, PERSON_FIELDS),
    ...(short ? { password: AUTH.passwordTooShort } : {}),
    ...(mismatch ? { confirmPassword: AUTH.passwordsDoNotMatch } : {}),
    ...(badPhone ? { phone: USERS.invalidPhone } : {}),
    ...(badEmail ? { email: USERS.invalidEmail } : {}),
  };
  if (missing.length > 0) {
    const listed = adding && !rules.emailRequired;
    return {
      title: TOAST_TITLES.validation,
      description: listed ? USERS.fillRequiredAdmin : USERS.fillRequired,
      errors,
    };
  }
  if (mismatchAtAll)
    return {
      title: TOAST_TITLES.validation,
      description: AUTH.passwordsDoNotMatch,
      errors: { ...errors, confirmPassword: AUTH.passwordsDoNotMatch },
    };
  if (short) return { title: TOAST_TITLES.validation, description: AUTH.passwordTooShort, errors };
  if (badPhone) return { title: USERS.invalidPhoneTitle, description: USERS.invalidPhone, errors };
  if (badEmail) return { title: TOAST_TITLES.validation, description: USERS.invalidEmail, errors };
  return null;
}

const profile = (values: AdminFormValues) =>
  trimFields(values, ['firstName', 'lastName', 'phone', 'username'] as const);

/** Blank email and division stay out: the server stores no email and the Unassigned division. */
export const adminCreateBody = (values: AdminFormValues, kind: AdminKind, view: View): CreateAdminBody => ({
  role: kind,
  ...profile(values),
  password: values.password,
  ...(values.email.trim() ? { email: values.email.trim() } : {}),
  ...(values.division.trim() ? { division: values.division.trim() } : {}),
  accessLevel: view,
});

const editable = (values: AdminFormValues) => ({
  ...profile(values),
  email: values.email.trim() || null,
  division: values.division.trim() || null,
});

/** What an edit sends: only the fields that differ from the admin as it was opened. */
export const adminChanges = (admin: User, values: AdminFormValues): UserChanges =>
  changedFields(editable(adminFormValues(admin)), editable(values));
