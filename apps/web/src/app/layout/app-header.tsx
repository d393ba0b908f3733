import { LogOut, PanelLeft } from 'lucide-react';
import { fullName, type ConsoleRole, type User } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { ViewSelect } from '@/features/view';
import { NotificationsPopover } from './notifications-popover';
import { ProfilePopover } from './profile-popover';
import { SIDEBAR_ID } from './sidebar';

interface AppHeaderProps {
  title: string;
  user: User;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  onLogout: () => void;
}

export function AppHeader({ title, user, sidebarCollapsed, onToggleSidebar, onLogout }: AppHeaderProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card px-4 shadow-sm">
      <Button
        variant="ghost"
        size="icon"
        onClick={onToggleSidebar}
        aria-label="Toggle sidebar"
        aria-controls={SIDEBAR_ID}
        aria-expanded={!sidebarCollapsed}
      >
        <PanelLeft aria-hidden="true" />
      </Button>
      <p className="truncate text-lg font-semibold text-foreground">{title}</p>
      <div className="ml-auto flex items-center gap-2 sm:gap-3">
        <ViewSelect />
        <p className="hidden text-sm text-foreground md:block">
          Welcome, <span className="font-semibold">{fullName(user)}</span>
        </p>
        <NotificationsPopover role={user.role as ConsoleRole} />
        <ProfilePopover user={user} />
        <Button variant="outline" size="sm" onClick={onLogout}>
          <LogOut aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Logout</span>
        </Button>
      </div>
    </header>
  );
}
