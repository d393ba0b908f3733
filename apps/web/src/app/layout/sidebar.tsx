import { Link } from 'react-router';
import { APP } from '@smms/shared';
import { Logo, LogoMark } from '@/components/ui/logo';
import { cn } from '@/lib/utils';
import { SidebarLink, type NavItem } from './nav-item';

export const SIDEBAR_ID = 'app-sidebar';

interface SidebarProps {
  items: NavItem[];
  homeTo: string;
  collapsed: boolean;
}

/** The role's navigation; collapses to an icon strip (SPEC §2.3). */
export function Sidebar({ items, homeTo, collapsed }: SidebarProps) {
  return (
    <aside
      id={SIDEBAR_ID}
      aria-label="Sidebar"
      className={cn(
        'sticky top-0 flex h-screen shrink-0 flex-col bg-sidebar text-sidebar-foreground transition-[width] duration-200',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <Link
        to={homeTo}
        aria-label={`${APP.name} home`}
        className={cn(
          'flex h-16 items-center border-b border-white/10 text-white focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none focus-visible:ring-inset',
          collapsed ? 'justify-center' : 'px-4',
        )}
      >
        {collapsed ? <LogoMark /> : <Logo />}
      </Link>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 py-4">
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <SidebarLink item={item} collapsed={collapsed} />
            </li>
          ))}
        </ul>
      </nav>
      {!collapsed && (
        <div className="border-t border-white/10 px-4 py-3 text-xs text-sidebar-muted">
          <p>
            © {new Date().getFullYear()} {APP.tagline}
          </p>
          <p>{APP.footer}</p>
        </div>
      )}
    </aside>
  );
}
