import { Controller, type UseFormReturn } from 'react-hook-form';
import { PERSON_FIELDS } from '@smms/shared';
import { PasswordInput } from '@/components/ui/password-input';
import { controlProps, Field } from '../people/field';
import { PhoneField } from '../people/phone-field';
import { TextField } from '../people/text-field';
import { adminRequired, type AdminFormRules, type AdminFormValues } from './admin-form-values';

interface AdminFormFieldsProps {
  form: UseFormReturn<AdminFormValues>;
  rules: AdminFormRules;
  isFlagged: (name: string) => boolean;
  unflag: (name: string) => void;
  phoneTaken: string | null;
  onPhoneChange: (phone: string) => void;
  onPhoneBlur: (phone: string) => void;
  disabled: boolean;
}

type TextName = 'firstName' | 'lastName' | 'email' | 'username' | 'division';
type PasswordName = 'password' | 'confirmPassword';

/** SPEC §2.7 admin dialog fields; passwords only when adding. */
export function AdminFormFields(props: AdminFormFieldsProps) {
  const { form, rules, isFlagged, unflag, disabled } = props;
  const required = adminRequired(rules);
  const isRequired = (name: keyof AdminFormValues) =>
    required.includes(name) || (rules.mode === 'add' && name === 'confirmPassword');
  const text = (name: TextName, autoComplete = 'off', type = 'text') => (
    <TextField
      id={`admin-${name}`}
      label={PERSON_FIELDS[name]}
      required={isRequired(name)}
      invalid={isFlagged(name)}
      type={type}
      autoComplete={autoComplete}
      disabled={disabled}
      {...form.register(name, { onChange: () => unflag(name) })}
    />
  );
  const password = (name: PasswordName) => (
    <Field id={`admin-${name}`} label={PERSON_FIELDS[name]} required>
      <PasswordInput
        {...controlProps(`admin-${name}`, { required: true, error: isFlagged(name) })}
        autoComplete="new-password"
        disabled={disabled}
        {...form.register(name, { onChange: () => unflag(name) })}
      />
    </Field>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('firstName', 'given-name')}
      {text('lastName', 'family-name')}
      {text('email', 'email', 'email')}
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            id="admin-phone"
            label={PERSON_FIELDS.phone}
            required
            value={field.value}
            invalid={isFlagged('phone')}
            error={props.phoneTaken}
            disabled={disabled}
            onChange={(value) => {
              field.onChange(value);
              unflag('phone');
              props.onPhoneChange(value);
            }}
            onBlur={() => {
              field.onBlur();
              props.onPhoneBlur(field.value);
            }}
          />
        )}
      />
      {text('username', 'username')}
      {text('division')}
      {rules.mode === 'add' && password('password')}
      {rules.mode === 'add' && password('confirmPassword')}
    </div>
  );
}
