import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | null;
  children: ReactNode;
  /** Where the field sits in its form's layout (a width, a column span). */
  className?: string;
}

/** A labelled form control; a required one shows "*" (SPEC §2.7), its error is announced beneath. */
export function Field({ id, label, required = false, error, children, className }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {/* The "*" sits beside the label, not in it, so the field's name stays e.g. "First Name". Both are
          one line high (leading-none), so a starred label sits level with its unstarred neighbours. */}
      <div className="flex h-3.5 items-center gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span aria-hidden="true" className="text-sm leading-none font-medium text-destructive">
            *
          </span>
        )}
      </div>
      {children}
      <FormError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The props a control inside <Field> needs to point at its error and required state. */
export const controlProps = (
  id: string,
  { required = false, error, describedBy }: { required?: boolean; error?: unknown; describedBy?: string },
) => {
  const ids = [typeof error === 'string' && error ? `${id}-error` : null, describedBy].filter(Boolean);
  return {
    id,
    'aria-required': required || undefined,
    'aria-invalid': Boolean(error) || undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  };
};
