import { PERSON_FIELDS } from '@smms/shared';
import { controlProps, Field } from '@/components/form/field';
import { PasswordRules } from '@/components/form/password-rules';
import { PersonDivisionField } from '../../components/person-area-fields';
import { PersonPhoneField } from '../../components/person-phone-field';
import { personTextField } from '../../components/person-text-field';
import type { PersonFields } from '../../components/use-person-form';
import { PasswordInput } from '@/components/ui/password-input';
import { adminRequired, type AdminFormRules, type AdminFormValues } from './admin-form-values';

type TextName = 'firstName' | 'lastName' | 'email' | 'username';
type PasswordName = 'password' | 'confirmPassword';

const RULES_ID = 'admin-password-rules';

/** SPEC §2.7 admin dialog fields; passwords only when adding, with their rules listed from the start. */
export function AdminFormFields({
  rules,
  ...fields
}: PersonFields<AdminFormValues> & { rules: AdminFormRules }) {
  const { form, flags, disabled } = fields;
  const required = adminRequired(rules);
  const isRequired = (name: keyof AdminFormValues) =>
    required.includes(name) || (rules.mode === 'add' && name === 'confirmPassword');
  const field = personTextField(fields, 'admin');
  const text = (name: TextName, autoComplete = 'off', type = 'text') =>
    field(name, { required: isRequired(name), autoComplete, type });
  const password = (name: PasswordName) => (
    <Field id={`admin-${name}`} label={PERSON_FIELDS[name]} required error={flags.errorOf(name)}>
      <PasswordInput
        {...controlProps(`admin-${name}`, {
          required: true,
          error: flags.errorOf(name),
          describedBy: RULES_ID,
        })}
        autoComplete="new-password"
        disabled={disabled}
        {...form.register(name, { onChange: () => flags.unflag(name) })}
      />
    </Field>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('firstName', 'given-name')}
      {text('lastName', 'family-name')}
      {text('email', 'email', 'email')}
      <PersonPhoneField id="admin-phone" {...fields} />
      {text('username', 'username')}
      <PersonDivisionField prefix="admin" {...fields} />
      {rules.mode === 'add' && password('password')}
      {rules.mode === 'add' && password('confirmPassword')}
      {rules.mode === 'add' && (
        <div className="sm:col-span-2">
          <PasswordRules
            id={RULES_ID}
            password={form.watch('password')}
            confirmation={form.watch('confirmPassword')}
          />
        </div>
      )}
    </div>
  );
}
