import { ROLE_TITLE, roleHome, type ConsoleRole } from '@smms/shared';
import { useCurrentUser } from '@/features/auth';
import { useNotifications } from '@/features/dashboard';
import { useView, ViewProvider } from '@/features/view';
import { AppShell } from './app-shell';
import { navItemsFor } from './nav-items';

/** The shell of one role's pages, with the Meters/Modems view in force. Sits inside RoleGuard. */
export function ConsoleLayout({ role }: { role: ConsoleRole }) {
  const user = useCurrentUser();
  return (
    <ViewProvider accessLevel={user.accessLevel}>
      <RoleShell role={role} />
    </ViewProvider>
  );
}

function RoleShell({ role }: { role: ConsoleRole }) {
  const { view } = useView();
  // The bell's overdue items (issue 41), beside the lists they open: the header's own query, no second call.
  const notifications = useNotifications(view);
  const overdue: Record<string, number> = {};
  for (const item of notifications.data ?? [])
    if (item.overdue) overdue[item.page] = (overdue[item.page] ?? 0) + item.count;
  return <AppShell title={ROLE_TITLE[role]} homeTo={roleHome(role)} nav={navItemsFor(role, view, overdue)} />;
}
