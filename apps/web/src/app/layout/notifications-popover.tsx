import { Link } from 'react-router';
import { Bell, ChevronRight } from 'lucide-react';
import { bellBadge, formatCount, HEADER_LABELS, type ConsoleRole, type View } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { pagePath } from '@/config/paths';
import { useNotifications } from '@/features/dashboard';
import { cn } from '@/lib/utils';

export const NOTIFICATIONS = {
  label: HEADER_LABELS.notifications,
  empty: 'No notifications yet',
  emptyHint: 'Items awaiting your review will appear here.',
} as const;

/** The header bell: what awaits the user in this view (DESIGN §6), each item leading to its list. */
export function NotificationsPopover({ role, view }: { role: ConsoleRole; view: View }) {
  const notifications = useNotifications(view);
  const items = notifications.data ?? [];
  // An overdue or flagged item counts part of another item's list (issues 41, 42): the badge counts each once.
  const total = items.reduce((sum, item) => sum + (item.overdue || item.flagged ? 0 : item.count), 0);
  return (
    <Popover>
      <PopoverTrigger asChild>
        {/* Spoken as "Notifications" and the badge it shows (WCAG 2.5.3), with the exact count if abbreviated. */}
        <Button variant="ghost" size="icon" aria-label={HEADER_LABELS.bell(total)} className="relative">
          <Bell aria-hidden="true" />
          {total > 0 && (
            <span className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-destructive px-1 text-[10px] leading-4 font-semibold text-destructive-foreground">
              {bellBadge(total)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={NOTIFICATIONS.label}>
        <p className="font-semibold">{NOTIFICATIONS.label}</p>
        {items.length === 0 ? (
          <>
            <p className="mt-2 text-sm text-foreground">{NOTIFICATIONS.empty}</p>
            <p className="text-sm text-muted-foreground">{NOTIFICATIONS.emptyHint}</p>
          </>
        ) : (
          <ul className="mt-2 flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.key}>
                <PopoverClose asChild>
                  <Link
                    to={{
                      pathname: pagePath(role, item.page),
                      search: item.query ? `?${new URLSearchParams(item.query)}` : '',
                    }}
                    className="flex items-center justify-between gap-2 rounded-md px-2 py-2 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <span>
                      <span className={cn('font-semibold', item.overdue && 'text-destructive')}>
                        {formatCount(item.count)}
                      </span>{' '}
                      {item.label}
                    </span>
                    <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                  </Link>
                </PopoverClose>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
