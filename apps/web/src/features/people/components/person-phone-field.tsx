import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { PERSON_FIELDS } from '@smms/shared';
import { PhoneField } from '@/components/form/phone-field';
import type { PersonFields } from './use-person-form';

/**
 * A person's primary phone: digits only, its format checked as it is typed, and its owner looked up on
 * leaving the field (SPEC §5). Typing again withdraws what was said about the old number.
 */
export function PersonPhoneField<V extends FieldValues & { phone: string }>({
  id,
  form,
  flags,
  precheck,
  disabled,
}: PersonFields<V> & { id: string }) {
  return (
    <Controller
      control={form.control}
      name={'phone' as Path<V>}
      render={({ field }) => (
        <PhoneField
          id={id}
          label={PERSON_FIELDS.phone}
          required
          value={field.value}
          error={precheck.taken || flags.errorOf('phone')}
          disabled={disabled}
          onChange={(value) => {
            field.onChange(value);
            flags.unflag('phone');
            precheck.changed(value);
          }}
          onBlur={() => {
            field.onBlur();
            void precheck.check(field.value);
          }}
        />
      )}
    />
  );
}
