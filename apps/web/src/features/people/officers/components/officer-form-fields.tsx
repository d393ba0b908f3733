import { Controller } from 'react-hook-form';
import { PERSON_FIELDS } from '@smms/shared';
import { PhoneField } from '@/components/form/phone-field';
import { PersonAreaFields } from '../../components/person-area-fields';
import { PersonPhoneField } from '../../components/person-phone-field';
import { personTextField } from '../../components/person-text-field';
import type { PersonFields } from '../../components/use-person-form';
import type { OfficerFormValues } from './officer-form-values';

/** The officer form's fields (SPEC §5): all required but the alternate phone; areas from the hierarchy. */
export function OfficerFormFields(fields: PersonFields<OfficerFormValues>) {
  const { form, flags, disabled } = fields;
  const text = personTextField(fields, 'officer');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('firstName', { autoComplete: 'given-name' })}
      {text('lastName', { autoComplete: 'family-name' })}
      <PersonPhoneField id="officer-phone" {...fields} />
      <Controller
        control={form.control}
        name="alternatePhone"
        render={({ field }) => (
          <PhoneField
            id="officer-alternatePhone"
            label={PERSON_FIELDS.alternatePhone}
            value={field.value}
            error={flags.errorOf('alternatePhone')}
            disabled={disabled}
            onChange={(value) => {
              field.onChange(value);
              flags.unflag('alternatePhone');
            }}
            onBlur={field.onBlur}
          />
        )}
      />
      <PersonAreaFields prefix="officer" {...fields} />
    </div>
  );
}
