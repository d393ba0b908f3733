import { phoneInput, PHONE_MAX_LENGTH } from '@smms/shared';
import { Input } from '@/components/ui/input';
import { controlProps, Field } from './field';
import { usePhoneFormatCheck } from './use-phone-format-check';

interface PhoneFieldProps {
  id: string;
  label: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A problem found elsewhere, e.g. the phone already belongs to someone. */
  error?: string | null;
  /** Flagged by a failed submit. */
  invalid?: boolean;
  disabled?: boolean;
}

/** A phone input keeping digits only, at most 10, checked inline 500 ms after typing (SPEC §5). */
export function PhoneField({
  id,
  label,
  required = false,
  value,
  onChange,
  onBlur,
  error,
  invalid,
  disabled,
}: PhoneFieldProps) {
  const format = usePhoneFormatCheck(!required);
  const message = error || format.error;
  return (
    <Field id={id} label={label} required={required} error={message}>
      <Input
        {...controlProps(id, { required, error: message || invalid })}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PHONE_MAX_LENGTH}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const next = phoneInput(event.target.value);
          onChange(next);
          format.schedule(next);
        }}
        onBlur={onBlur}
      />
    </Field>
  );
}
