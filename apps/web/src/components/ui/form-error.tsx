import { cn } from '@/lib/utils';

/** An inline error, announced as it appears. Renders nothing without a message. */
export function FormError({
  message,
  id,
  className,
}: {
  message?: string | null;
  id?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-destructive', className)}>
      {message}
    </p>
  );
}
