import { Link, useLocation } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { SLA_NAV } from '@smms/shared';
import { cn } from '@/lib/utils';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Other paths (and their sub-paths) under which this entry counts as the current one. */
  alsoActive?: string[];
  /** How many of its list are past their review target (issue 41). */
  overdue?: number;
}

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

export const isNavItemActive = (item: NavItem, pathname: string): boolean =>
  under(pathname, item.to) || (item.alsoActive ?? []).some((path) => under(pathname, path));

export function SidebarLink({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const { pathname } = useLocation();
  const active = isNavItemActive(item, pathname);
  const Icon = item.icon;
  const overdue = item.overdue ? SLA_NAV.overdue(item.overdue) : null;
  return (
    <Link
      to={item.to}
      aria-current={active ? 'page' : undefined}
      // With a count, named as it reads: "Tech Support Management, 12 overdue" (the label first, WCAG 2.5.3).
      aria-label={overdue ? `${item.label}, ${overdue}` : undefined}
      title={collapsed ? (overdue ? `${item.label} (${overdue})` : item.label) : undefined}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none',
        active
          ? 'bg-sidebar-active text-white shadow-sm'
          : 'text-sidebar-foreground hover:bg-sidebar-accent hover:text-white',
        collapsed && 'justify-center px-0',
      )}
    >
      <span className="relative shrink-0">
        <Icon className="size-5" aria-hidden="true" />
        {overdue && collapsed && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 size-2.5 rounded-full bg-destructive"
          />
        )}
      </span>
      <span className={cn('min-w-0 leading-snug', collapsed && 'sr-only')}>{item.label}</span>
      {overdue && (
        <span
          aria-hidden="true"
          title={overdue}
          className={cn(
            'ml-auto shrink-0 rounded-full bg-destructive px-1.5 text-[11px] leading-5 font-semibold text-destructive-foreground',
            collapsed && 'hidden',
          )}
        >
          {SLA_NAV.badge(item.overdue ?? 0)}
        </span>
      )}
    </Link>
  );
}
