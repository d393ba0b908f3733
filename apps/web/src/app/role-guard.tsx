import { Navigate, Outlet, useLocation } from 'react-router';
import type { ConsoleRole } from '@smms/shared';
import { FullPageSpinner } from '@/components/ui/spinner';
import { LOGIN_PATH } from '@/config/paths';
import { useAuth, type LoginState } from '@/features/auth';
import { UserStorageScope } from '@/lib/user-storage';

/**
 * SPEC §2.1: a spinner while the session loads; anyone not signed in, or signed in with another
 * role, goes to '/'. Navigation only: the server checks every call itself (DESIGN §4). Someone not
 * signed in takes the link along, to land on it after signing in.
 */
export function RoleGuard({ role }: { role: ConsoleRole }) {
  const auth = useAuth();
  const { pathname, search } = useLocation();
  if (auth.status === 'loading') return <FullPageSpinner />;
  if (auth.status === 'anonymous') {
    const state: LoginState = { from: `${pathname}${search}` };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  if (auth.user.role !== role) return <Navigate to={LOGIN_PATH} replace />;
  // Preferences kept in the browser (page size, columns) are the signed-in user's.
  return (
    <UserStorageScope userId={auth.user.id} pending={<FullPageSpinner />}>
      <Outlet />
    </UserStorageScope>
  );
}
