import { cn } from '@/lib/utils';

interface ProgressProps {
  /** 0 to 1. */
  value: number;
  label: string;
  className?: string;
}

/** A determinate progress bar, named for screen readers and announcing its percentage. */
export function Progress({ value, label, className }: ProgressProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
    >
      <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
