import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { otpDigits } from '../password-rules';

type OtpInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A one-time-code field that keeps digits only, at most six. No maxLength attribute: it would cut a
 * pasted "123 456" before the spaces are dropped.
 */
export function OtpInput({ value, onChange, className, ...props }: OtpInputProps) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      value={value}
      onChange={(event) => onChange(otpDigits(event.target.value))}
      className={cn('text-center font-mono text-lg tracking-[0.5em]', className)}
      {...props}
    />
  );
}
