import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { APP, HEADER_LABELS } from '@smms/shared';
import { Logo, LogoMark } from '@/components/ui/logo';
import { cn } from '@/lib/utils';
import { SidebarLink, type NavItem } from './nav-item';

export const SIDEBAR_ID = 'app-sidebar';

interface SidebarProps {
  items: NavItem[];
  homeTo: string;
  collapsed: boolean;
  /** On a phone the sidebar is a drawer over the page, shown only while open; elsewhere a rail. */
  drawer?: { open: boolean; onClose: () => void };
}

/**
 * The role's navigation (SPEC §2.3): a rail beside the page that collapses to icons, or on a phone an
 * off-canvas drawer that opens over the page (Escape, the backdrop or a link closes it).
 */
export function Sidebar({ items, homeTo, collapsed: rail, drawer }: SidebarProps) {
  const collapsed = drawer ? false : rail;
  const aside = useRef<HTMLElement>(null);
  const open = drawer?.open ?? true;
  useEffect(() => {
    if (drawer && open) aside.current?.querySelector<HTMLElement>('a[aria-current="page"], a')?.focus();
  }, [drawer, open]);
  if (!open) return null;
  return (
    <>
      {drawer && (
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-950/50" onClick={drawer.onClose} />
      )}
      <aside
        ref={aside}
        id={SIDEBAR_ID}
        aria-label="Sidebar"
        onKeyDown={drawer ? (event) => event.key === 'Escape' && drawer.onClose() : undefined}
        className={cn(
          'flex h-screen shrink-0 flex-col bg-sidebar text-sidebar-foreground',
          drawer
            ? 'fixed inset-y-0 left-0 z-50 w-64 max-w-[85vw] shadow-xl'
            : 'sticky top-0 transition-[width] duration-200',
          !drawer && (collapsed ? 'w-16' : 'w-64'),
        )}
      >
        {/* Named by the text it shows (WCAG 2.5.3); the icon alone is named by a label. */}
        <Link
          to={homeTo}
          aria-label={collapsed ? `${APP.name} ${HEADER_LABELS.home}` : undefined}
          className={cn(
            'flex h-16 items-center border-b border-white/10 text-white focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none focus-visible:ring-inset',
            collapsed ? 'justify-center' : 'px-4',
          )}
        >
          {collapsed ? (
            <LogoMark />
          ) : (
            <>
              <Logo />
              <span className="sr-only"> {HEADER_LABELS.home}</span>
            </>
          )}
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
    </>
  );
}
