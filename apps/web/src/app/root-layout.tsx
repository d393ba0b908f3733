import { Outlet } from 'react-router';
import { AuthProvider } from '@/features/auth';

/** Everything under the router shares one session. */
export function RootLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
