import { useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SHELL_LABELS } from '@smms/shared';
import { ShortcutScopeProvider } from '@/components/layout/shortcut-scope';
import { useAuth } from '@/features/auth';
import { useNavigationFocus } from '@/lib/route-focus';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStoredValue } from '@/lib/stored-value';
import { AppHeader } from './app-header';
import type { NavItem } from './nav-item';
import { ShortcutsDialog, useShortcutsKey } from './shortcuts-dialog';
import { Sidebar } from './sidebar';

export const SIDEBAR_STORAGE_KEY = 'smms.sidebar-collapsed';
/** Below this width the sidebar is a drawer over the page, not a rail beside it. */
export const WIDE_SCREEN = '(min-width: 768px)';
const parseCollapsed = (raw: string | null) => (raw === 'true' ? 'true' : 'false');

interface AppShellProps {
  /** The header title: the role name. */
  title: string;
  homeTo: string;
  nav: NavItem[];
}

/** Sidebar, header and the page (SPEC §2.3). Render only behind a guard: it needs a signed-in user. */
export function AppShell({ title, homeTo, nav }: AppShellProps) {
  const auth = useAuth();
  const [collapsed, setCollapsed] = useStoredValue(SIDEBAR_STORAGE_KEY, parseCollapsed);
  const wide = useMediaQuery(WIDE_SCREEN);
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: following a link closes it.
  const [drawerOn, setDrawerOn] = useState<string | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const showShortcuts = useCallback(() => setShortcutsOpen(true), []);
  useShortcutsKey(showShortcuts);
  useNavigationFocus(pathname);
  if (auth.status !== 'authenticated') return null;
  const isCollapsed = collapsed === 'true';
  const drawerOpen = !wide && drawerOn === pathname;
  return (
    <ShortcutScopeProvider>
      <div className="flex min-h-screen">
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-card px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
        >
          {SHELL_LABELS.skipToContent}
        </a>
        <Sidebar
          items={nav}
          homeTo={homeTo}
          collapsed={isCollapsed}
          drawer={wide ? undefined : { open: drawerOpen, onClose: () => setDrawerOn(null) }}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <AppHeader
            title={title}
            user={auth.user}
            sidebarOpen={wide ? !isCollapsed : drawerOpen}
            onToggleSidebar={() =>
              wide ? setCollapsed(isCollapsed ? 'false' : 'true') : setDrawerOn(drawerOpen ? null : pathname)
            }
            onLogout={() => void auth.logout()}
            onShowShortcuts={showShortcuts}
          />
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6">
            <Outlet />
          </main>
          <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
        </div>
      </div>
    </ShortcutScopeProvider>
  );
}
