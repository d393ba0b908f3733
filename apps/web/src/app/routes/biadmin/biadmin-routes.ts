import type { RouteObject } from 'react-router';
import { page } from '../lazy-page';

/** Pages under /biadmin (SPEC §2.1). */
export const biadminRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: page(
      () => import('./dashboard'),
      (m) => m.BiAdminDashboardPage,
    ),
  },
  {
    path: 'meters-installed',
    lazy: page(
      () => import('./meters-installed'),
      (m) => m.BiAdminMetersInstalledPage,
    ),
  },
  {
    path: 'meters-commissioned',
    lazy: page(
      () => import('./meters-commissioned'),
      (m) => m.BiAdminMetersCommissionedPage,
    ),
  },
  {
    path: 'commission-rejected',
    lazy: page(
      () => import('./commission-rejected'),
      (m) => m.BiAdminCommissionRejectedPage,
    ),
  },
  {
    path: 'commission-done',
    lazy: page(
      () => import('./commission-done'),
      (m) => m.BiAdminCommissionDonePage,
    ),
  },
  {
    path: 'modems-installed',
    lazy: page(
      () => import('./modems-installed'),
      (m) => m.BiAdminModemsInstalledPage,
    ),
  },
  {
    path: 'modems-commissioned',
    lazy: page(
      () => import('./modems-commissioned'),
      (m) => m.BiAdminModemsCommissionedPage,
    ),
  },
  {
    path: 'modems-commission-done',
    lazy: page(
      () => import('./modems-commission-done'),
      (m) => m.BiAdminModemsCommissionDonePage,
    ),
  },
  {
    path: 'modems-commission-rejected',
    lazy: page(
      () => import('./modems-commission-rejected'),
      (m) => m.BiAdminModemsCommissionRejectedPage,
    ),
  },
];
