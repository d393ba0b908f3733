import type { RouteObject } from 'react-router';
import { PAGES as P } from '@/config/paths';
import { lazyRoute } from '../lazy-page';

/** Pages under /superadmin (SPEC §2.1). */
export const superadminRoutes: RouteObject[] = [
  lazyRoute(P.dashboard, () => import('./dashboard').then((m) => m.SuperAdminDashboardPage)),
  lazyRoute(P.metersInstalled, () =>
    import('./meters-installed').then((m) => m.SuperAdminMetersInstalledPage),
  ),
  lazyRoute(P.metersCommissioned, () =>
    import('./meters-commissioned').then((m) => m.SuperAdminMetersCommissionedPage),
  ),
  lazyRoute(P.commissionRejected, () =>
    import('./commission-rejected').then((m) => m.SuperAdminCommissionRejectedPage),
  ),
  lazyRoute(P.commissionDone, () => import('./commission-done').then((m) => m.SuperAdminCommissionDonePage)),
  lazyRoute(P.modemsInstalled, () =>
    import('./modems-installed').then((m) => m.SuperAdminModemsInstalledPage),
  ),
  lazyRoute(P.modemsCommissioned, () =>
    import('./modems-commissioned').then((m) => m.SuperAdminModemsCommissionedPage),
  ),
  lazyRoute(P.modemsCommissionDone, () =>
    import('./modems-commission-done').then((m) => m.SuperAdminModemsCommissionDonePage),
  ),
  lazyRoute(P.modemsCommissionRejected, () =>
    import('./modems-commission-rejected').then((m) => m.SuperAdminModemsCommissionRejectedPage),
  ),
  lazyRoute(P.fieldAssistants, () =>
    import('./field-assistants').then((m) => m.SuperAdminFieldAssistantsPage),
  ),
  lazyRoute(`${P.fieldOfficerMeters}/:officerId`, () =>
    import('./field-officer-meters').then((m) => m.SuperAdminFieldOfficerMetersPage),
  ),
  lazyRoute(P.manageAdmins, () => import('./manage-admins').then((m) => m.SuperAdminManageAdminsPage)),
  lazyRoute(P.manageBiAdmins, () => import('./manage-bi-admins').then((m) => m.SuperAdminManageBiAdminsPage)),
  lazyRoute(P.techSupport, () => import('./tech-support').then((m) => m.SuperAdminTechSupportPage)),
  // SPEC §2.1 gives both readings; one page serves them.
  lazyRoute(P.pendingTechSupport, () => import('./tech-support').then((m) => m.SuperAdminTechSupportPage)),
  lazyRoute(P.modemFieldAssistants, () =>
    import('./modem-field-assistants').then((m) => m.SuperAdminModemFieldAssistantsPage),
  ),
  lazyRoute(`${P.fieldOfficerModems}/:phone`, () =>
    import('./field-officer-modems').then((m) => m.SuperAdminFieldOfficerModemsPage),
  ),
  lazyRoute(P.modemManageAdmins, () =>
    import('./modem-manage-admins').then((m) => m.SuperAdminModemManageAdminsPage),
  ),
  lazyRoute(P.modemManageBiAdmins, () =>
    import('./modem-manage-bi-admins').then((m) => m.SuperAdminModemManageBiAdminsPage),
  ),
  lazyRoute(P.modemTechSupport, () =>
    import('./modem-tech-support').then((m) => m.SuperAdminModemTechSupportPage),
  ),
  lazyRoute(P.dtrImport, () => import('./dtr-import').then((m) => m.SuperAdminDtrImportPage)),
  lazyRoute(P.areas, () => import('./areas').then((m) => m.SuperAdminAreasPage)),
  lazyRoute(P.serviceAccounts, () =>
    import('./service-accounts').then((m) => m.SuperAdminServiceAccountsPage),
  ),
  lazyRoute(P.reviewTargets, () => import('./review-targets').then((m) => m.SuperAdminReviewTargetsPage)),
  lazyRoute(P.reports, () => import('./reports').then((m) => m.SuperAdminReportsPage)),
  lazyRoute(P.map, () => import('../map-page').then((m) => m.MapPage)),
];
