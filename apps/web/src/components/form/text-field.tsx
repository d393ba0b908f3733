import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { controlProps, Field } from './field';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  required?: boolean;
  invalid?: boolean;
  error?: string | null;
};

/** A labelled text input for the people forms; pass react-hook-form's register() props through. */
export function TextField({ id, label, required = false, invalid, error, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <Input {...controlProps(id, { required, error: error || invalid })} {...input} />
    </Field>
  );
}
