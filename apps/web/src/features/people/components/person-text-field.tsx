import type { FieldValues, Path } from 'react-hook-form';
import { PERSON_FIELDS } from '@smms/shared';
import { TextField } from '@/components/form/text-field';
import type { PersonFields } from './use-person-form';

interface TextOptions {
  required?: boolean;
  autoComplete?: string;
  type?: string;
}

/**
 * The text inputs of a person form: labelled as SPEC §2.7 names them, registered with the form, and
 * showing what a failed submit found wrong with them until they change. `prefix` keeps the two forms' ids apart.
 */
export const personTextField =
  <V extends FieldValues>({ form, flags, disabled }: PersonFields<V>, prefix: string) =>
  (
    name: Path<V> & keyof typeof PERSON_FIELDS,
    { required = true, autoComplete = 'off', type }: TextOptions = {},
  ) => (
    <TextField
      id={`${prefix}-${name}`}
      label={PERSON_FIELDS[name]}
      required={required}
      error={flags.errorOf(name)}
      type={type}
      autoComplete={autoComplete}
      disabled={disabled}
      {...form.register(name, { onChange: () => flags.unflag(name) })}
    />
  );
