import { Link, useLocation } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Other paths (and their sub-paths) under which this entry counts as the current one. */
  alsoActive?: string[];
}

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

export const isNavItemActive = (item: NavItem, pathname: string): boolean =>
  under(pathname, item.to) || (item.alsoActive ?? []).some((path) => under(pathname, path));

export function SidebarLink({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const { pathname } = useLocation();
  const active = isNavItemActive(item, pathname);
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      aria-current={active ? 'page' : undefined}
      title={collapsed ? item.label : undefined}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none',
        active
          ? 'bg-sidebar-active text-white shadow-sm'
          : 'text-sidebar-foreground hover:bg-sidebar-accent hover:text-white',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span className={cn('min-w-0 leading-snug', collapsed && 'sr-only')}>{item.label}</span>
    </Link>
  );
}
