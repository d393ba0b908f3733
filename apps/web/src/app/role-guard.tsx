import { Navigate, Outlet } from 'react-router';
import type { ConsoleRole } from '@smms/shared';
import { FullPageSpinner } from '@/components/ui/spinner';
import { LOGIN_PATH } from '@/config/paths';
import { useAuth } from '@/features/auth';

/**
 * SPEC §2.1: a spinner while the session loads; anyone not signed in, or signed in with another
 * role, goes to '/'. Navigation only: the server checks every call itself (DESIGN §4).
 */
export function RoleGuard({ role }: { role: ConsoleRole }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <FullPageSpinner />;
  if (auth.status === 'anonymous' || auth.user.role !== role) return <Navigate to={LOGIN_PATH} replace />;
  return <Outlet />;
}
