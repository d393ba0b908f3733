import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

export const NOTIFICATIONS = {
  label: 'Notifications',
  empty: 'No notifications yet',
  emptyHint: 'Items awaiting your review will appear here.',
} as const;

/** The header bell; later work feeds it what awaits the user (DESIGN §6). */
export function NotificationsPopover() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={NOTIFICATIONS.label}>
          <Bell aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={NOTIFICATIONS.label}>
        <p className="font-semibold">{NOTIFICATIONS.label}</p>
        <p className="mt-2 text-sm text-foreground">{NOTIFICATIONS.empty}</p>
        <p className="text-sm text-muted-foreground">{NOTIFICATIONS.emptyHint}</p>
      </PopoverContent>
    </Popover>
  );
}
