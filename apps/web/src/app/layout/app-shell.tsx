import { Outlet } from 'react-router';
import { useAuth } from '@/features/auth';
import { useStoredValue } from '@/lib/stored-value';
import { AppHeader } from './app-header';
import type { NavItem } from './nav-item';
import { Sidebar } from './sidebar';

export const SIDEBAR_STORAGE_KEY = 'smms.sidebar-collapsed';
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
  if (auth.status !== 'authenticated') return null;
  const isCollapsed = collapsed === 'true';
  return (
    <div className="flex min-h-screen">
      <Sidebar items={nav} homeTo={homeTo} collapsed={isCollapsed} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader
          title={title}
          user={auth.user}
          sidebarCollapsed={isCollapsed}
          onToggleSidebar={() => setCollapsed(isCollapsed ? 'false' : 'true')}
          onLogout={() => void auth.logout()}
        />
        <main id="main" className="flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
