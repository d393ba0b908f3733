import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { MeterFormValues } from './meter-form-values';
import { Textarea } from '@/components/ui/textarea';

interface FieldProps {
  form: UseFormReturn<MeterFormValues>;
  name: keyof MeterFormValues;
  label: string;
  /** The message when left empty; the field is optional without it. */
  required?: string;
  maxLength?: number;
  type?: string;
  max?: string;
  multiline?: boolean;
}

/** One labelled field of the meter edit form, with its inline error. */
export function MeterEditField({ form, name, label, required, maxLength, type, max, multiline }: FieldProps) {
  const id = useId();
  const error = form.formState.errors[name]?.message;
  const registration = form.register(name, {
    validate: required ? (value) => value.trim() !== '' || required : undefined,
  });
  const common = {
    id,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...registration,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      {multiline ? (
        <Textarea rows={3} {...common} />
      ) : (
        <Input type={type} max={max} aria-required={required ? true : undefined} {...common} />
      )}
      <FormError id={`${id}-error`} message={error} />
    </div>
  );
}
