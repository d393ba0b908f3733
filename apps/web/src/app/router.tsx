import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ROLE_PREFIX, type ConsoleRole } from '@smms/shared';
import { FullPageSpinner } from '@/components/ui/spinner';
import { PAGES } from '@/config/paths';
import { RoleGuard } from './role-guard';
import { RootLayout } from './root-layout';
import { adminRoutes } from './routes/admin/admin-routes';
import { biadminRoutes } from './routes/biadmin/biadmin-routes';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { superadminRoutes } from './routes/superadmin/superadmin-routes';

/** One role's pages: guarded, inside the shell, and the bare prefix redirecting to the dashboard. */
function roleGroup(role: ConsoleRole, pages: RouteObject[]): RouteObject {
  return {
    path: ROLE_PREFIX[role],
    element: <RoleGuard role={role} />,
    children: [
      {
        // The console's shell (navigation, its libraries) loads after sign-in, not with the login page.
        lazy: async () => {
          const { ConsoleLayout } = await import('./layout/console-layout');
          return { element: <ConsoleLayout role={role} /> };
        },
        children: [{ index: true, element: <Navigate to={PAGES.dashboard} replace /> }, ...pages],
      },
    ],
  };
}

/** SPEC §2.1, every route. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, element: <LoginRoute /> },
      { path: 'login', element: <LoginRoute /> },
      roleGroup('AE_ADMIN', adminRoutes),
      roleGroup('BI_ADMIN', biadminRoutes),
      roleGroup('BI_SUPER_ADMIN', superadminRoutes),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
