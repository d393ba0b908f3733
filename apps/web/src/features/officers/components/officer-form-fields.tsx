import { Controller, type UseFormReturn } from 'react-hook-form';
import { PERSON_FIELDS } from '@smms/shared';
import { PhoneField } from '../people/phone-field';
import { TextField } from '../people/text-field';
import type { OfficerFormValues } from './officer-form-values';

interface OfficerFormFieldsProps {
  form: UseFormReturn<OfficerFormValues>;
  isFlagged: (name: string) => boolean;
  unflag: (name: string) => void;
  /** The phone is already someone's (from the check on leaving the field). */
  phoneTaken: string | null;
  onPhoneChange: (phone: string) => void;
  onPhoneBlur: (phone: string) => void;
  disabled: boolean;
}

type TextName = Exclude<keyof OfficerFormValues, 'phone' | 'alternatePhone'>;

/** The officer form's fields (SPEC §5): all required but the alternate phone. */
export function OfficerFormFields(props: OfficerFormFieldsProps) {
  const { form, isFlagged, unflag, disabled } = props;
  const text = (name: TextName, autoComplete = 'off') => (
    <TextField
      id={`officer-${name}`}
      label={PERSON_FIELDS[name]}
      required
      invalid={isFlagged(name)}
      autoComplete={autoComplete}
      disabled={disabled}
      {...form.register(name, { onChange: () => unflag(name) })}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('firstName', 'given-name')}
      {text('lastName', 'family-name')}
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            id="officer-phone"
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
      <Controller
        control={form.control}
        name="alternatePhone"
        render={({ field }) => (
          <PhoneField
            id="officer-alternatePhone"
            label={PERSON_FIELDS.alternatePhone}
            value={field.value}
            invalid={isFlagged('alternatePhone')}
            disabled={disabled}
            onChange={(value) => {
              field.onChange(value);
              unflag('alternatePhone');
            }}
            onBlur={field.onBlur}
          />
        )}
      />
      {text('circle')}
      {text('division')}
      {text('subDivision')}
      {text('section')}
    </div>
  );
}
