import { LogOut, PanelLeft } from 'lucide-react';
import { fullName, SHELL_LABELS, type ConsoleRole, type User } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { useView, ViewSelect } from '@/features/view';
import { NotificationsPopover } from './notifications-popover';
import { ProfilePopover } from './profile-popover';
import { SIDEBAR_ID } from './sidebar';

interface AppHeaderProps {
  title: string;
  user: User;
  /** The rail is expanded, or (on a phone) the drawer is open. */
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onLogout: () => void;
  onShowShortcuts: () => void;
}

export function AppHeader({
  title,
  user,
  sidebarOpen,
  onToggleSidebar,
  onLogout,
  onShowShortcuts,
}: AppHeaderProps) {
  const { view } = useView();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-card px-2 shadow-sm sm:gap-3 sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        onClick={onToggleSidebar}
        aria-label={SHELL_LABELS.toggleSidebar}
        aria-controls={SIDEBAR_ID}
        aria-expanded={sidebarOpen}
      >
        <PanelLeft aria-hidden="true" />
      </Button>
      {/* The role in words, never cut: on a phone it may take two short lines rather than lose its end. */}
      <p className="min-w-0 text-sm leading-tight font-semibold text-foreground sm:text-lg">{title}</p>
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-3">
        <ViewSelect />
        <p className="hidden text-sm text-foreground md:block">
          Welcome, <span className="font-semibold">{fullName(user)}</span>
        </p>
        <NotificationsPopover role={user.role as ConsoleRole} view={view} />
        <ProfilePopover user={user} onShowShortcuts={onShowShortcuts} />
        <Button variant="outline" size="sm" onClick={onLogout}>
          <LogOut aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Logout</span>
        </Button>
      </div>
    </header>
  );
}
