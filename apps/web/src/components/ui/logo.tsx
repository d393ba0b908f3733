import { APP } from '@smms/shared';
import { cn } from '@/lib/utils';

/** The SMMS mark: a meter dial with a spark. Decorative; the text beside it names the product. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" fill="none" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill="#1d4ed8" />
      <circle cx="16" cy="17" r="9" stroke="#fff" strokeWidth="2.2" />
      <path d="M16 17l4.5-4.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <path
        d="M17.5 5.5l-3 5h3l-3 5"
        stroke="#fbbf24"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className, showTagline = true }: { className?: string; showTagline?: boolean }) {
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className="text-base font-bold tracking-wide">{APP.name}</span>
        {showTagline && <span className="text-xs opacity-90">{APP.tagline}</span>}
      </span>
    </span>
  );
}
