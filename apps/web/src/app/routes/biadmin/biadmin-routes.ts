import type { RouteObject } from 'react-router';
import { PAGES as P } from '@/config/paths';
import { lazyRoute } from '../lazy-page';

/** Pages under /biadmin (SPEC §2.1). */
export const biadminRoutes: RouteObject[] = [
  lazyRoute(P.dashboard, () => import('./dashboard').then((m) => m.BiAdminDashboardPage)),
  lazyRoute(P.metersInstalled, () => import('./meters-installed').then((m) => m.BiAdminMetersInstalledPage)),
  lazyRoute(P.metersCommissioned, () =>
    import('./meters-commissioned').then((m) => m.BiAdminMetersCommissionedPage),
  ),
  lazyRoute(P.commissionRejected, () =>
    import('./commission-rejected').then((m) => m.BiAdminCommissionRejectedPage),
  ),
  lazyRoute(P.commissionDone, () => import('./commission-done').then((m) => m.BiAdminCommissionDonePage)),
  lazyRoute(P.modemsInstalled, () => import('./modems-installed').then((m) => m.BiAdminModemsInstalledPage)),
  lazyRoute(P.modemsCommissioned, () =>
    import('./modems-commissioned').then((m) => m.BiAdminModemsCommissionedPage),
  ),
  lazyRoute(P.modemsCommissionDone, () =>
    import('./modems-commission-done').then((m) => m.BiAdminModemsCommissionDonePage),
  ),
  lazyRoute(P.modemsCommissionRejected, () =>
    import('./modems-commission-rejected').then((m) => m.BiAdminModemsCommissionRejectedPage),
  ),
  lazyRoute(P.dtrImport, () => import('./dtr-import').then((m) => m.BiAdminDtrImportPage)),
  lazyRoute(P.reports, () => import('./reports').then((m) => m.BiAdminReportsPage)),
  lazyRoute(P.map, () => import('../map-page').then((m) => m.MapPage)),
];
