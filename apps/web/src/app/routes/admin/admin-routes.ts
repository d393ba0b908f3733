import type { RouteObject } from 'react-router';
import { page } from '../lazy-page';

/** Pages under /admin (SPEC §2.1). */
export const adminRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: page(
      () => import('./dashboard'),
      (m) => m.AdminDashboardPage,
    ),
  },
  {
    path: 'meters-installed',
    lazy: page(
      () => import('./meters-installed'),
      (m) => m.AdminMetersInstalledPage,
    ),
  },
  {
    path: 'meters-commissioned',
    lazy: page(
      () => import('./meters-commissioned'),
      (m) => m.AdminMetersCommissionedPage,
    ),
  },
  {
    path: 'commission-rejected',
    lazy: page(
      () => import('./commission-rejected'),
      (m) => m.AdminCommissionRejectedPage,
    ),
  },
  {
    path: 'commission-done',
    lazy: page(
      () => import('./commission-done'),
      (m) => m.AdminCommissionDonePage,
    ),
  },
  {
    path: 'field-officers',
    lazy: page(
      () => import('./field-officers'),
      (m) => m.AdminFieldOfficersPage,
    ),
  },
  {
    path: 'field-officer-meters/:officerId',
    lazy: page(
      () => import('./field-officer-meters'),
      (m) => m.AdminFieldOfficerMetersPage,
    ),
  },
  {
    path: 'modems-installed',
    lazy: page(
      () => import('./modems-installed'),
      (m) => m.AdminModemsInstalledPage,
    ),
  },
  {
    path: 'modems-commissioned',
    lazy: page(
      () => import('./modems-commissioned'),
      (m) => m.AdminModemsCommissionedPage,
    ),
  },
  {
    path: 'modems-commission-done',
    lazy: page(
      () => import('./modems-commission-done'),
      (m) => m.AdminModemsCommissionDonePage,
    ),
  },
  {
    path: 'modems-commission-rejected',
    lazy: page(
      () => import('./modems-commission-rejected'),
      (m) => m.AdminModemsCommissionRejectedPage,
    ),
  },
  {
    path: 'modem-field-officers',
    lazy: page(
      () => import('./modem-field-officers'),
      (m) => m.AdminModemFieldOfficersPage,
    ),
  },
];
