import type { RouteObject } from 'react-router';
import { page } from '../lazy-page';

/** Pages under /superadmin (SPEC §2.1). */
export const superadminRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: page(
      () => import('./dashboard'),
      (m) => m.SuperAdminDashboardPage,
    ),
  },
  {
    path: 'meters-installed',
    lazy: page(
      () => import('./meters-installed'),
      (m) => m.SuperAdminMetersInstalledPage,
    ),
  },
  {
    path: 'meters-commissioned',
    lazy: page(
      () => import('./meters-commissioned'),
      (m) => m.SuperAdminMetersCommissionedPage,
    ),
  },
  {
    path: 'commission-rejected',
    lazy: page(
      () => import('./commission-rejected'),
      (m) => m.SuperAdminCommissionRejectedPage,
    ),
  },
  {
    path: 'commission-done',
    lazy: page(
      () => import('./commission-done'),
      (m) => m.SuperAdminCommissionDonePage,
    ),
  },
  {
    path: 'modems-installed',
    lazy: page(
      () => import('./modems-installed'),
      (m) => m.SuperAdminModemsInstalledPage,
    ),
  },
  {
    path: 'modems-commissioned',
    lazy: page(
      () => import('./modems-commissioned'),
      (m) => m.SuperAdminModemsCommissionedPage,
    ),
  },
  {
    path: 'modems-commission-done',
    lazy: page(
      () => import('./modems-commission-done'),
      (m) => m.SuperAdminModemsCommissionDonePage,
    ),
  },
  {
    path: 'modems-commission-rejected',
    lazy: page(
      () => import('./modems-commission-rejected'),
      (m) => m.SuperAdminModemsCommissionRejectedPage,
    ),
  },
  {
    path: 'field-assistants',
    lazy: page(
      () => import('./field-assistants'),
      (m) => m.SuperAdminFieldAssistantsPage,
    ),
  },
  {
    path: 'field-officer-meters/:officerId',
    lazy: page(
      () => import('./field-officer-meters'),
      (m) => m.SuperAdminFieldOfficerMetersPage,
    ),
  },
  {
    path: 'manage-admins',
    lazy: page(
      () => import('./manage-admins'),
      (m) => m.SuperAdminManageAdminsPage,
    ),
  },
  {
    path: 'manage-bi-admins',
    lazy: page(
      () => import('./manage-bi-admins'),
      (m) => m.SuperAdminManageBiAdminsPage,
    ),
  },
  {
    path: 'tech-support',
    lazy: page(
      () => import('./tech-support'),
      (m) => m.SuperAdminTechSupportPage,
    ),
  },
  // SPEC §2.1 gives both readings; one page serves them.
  {
    path: 'pending-tech-support',
    lazy: page(
      () => import('./tech-support'),
      (m) => m.SuperAdminTechSupportPage,
    ),
  },
  {
    path: 'modem-field-assistants',
    lazy: page(
      () => import('./modem-field-assistants'),
      (m) => m.SuperAdminModemFieldAssistantsPage,
    ),
  },
  {
    path: 'field-officer-modems/:phone',
    lazy: page(
      () => import('./field-officer-modems'),
      (m) => m.SuperAdminFieldOfficerModemsPage,
    ),
  },
  {
    path: 'modem-manage-admins',
    lazy: page(
      () => import('./modem-manage-admins'),
      (m) => m.SuperAdminModemManageAdminsPage,
    ),
  },
  {
    path: 'modem-manage-bi-admins',
    lazy: page(
      () => import('./modem-manage-bi-admins'),
      (m) => m.SuperAdminModemManageBiAdminsPage,
    ),
  },
  {
    path: 'modem-tech-support',
    lazy: page(
      () => import('./modem-tech-support'),
      (m) => m.SuperAdminModemTechSupportPage,
    ),
  },
];
