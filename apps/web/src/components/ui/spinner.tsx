import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

interface SpinnerProps {
  /** What is loading, for screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading...', showLabel = false, className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex items-center gap-2 text-muted-foreground', className)}
    >
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}

/** A spinner that fills the screen, inside a <main> so the page still has its landmark. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <main className="flex min-h-full items-center justify-center p-8">
      <Spinner label={label} />
    </main>
  );
}
