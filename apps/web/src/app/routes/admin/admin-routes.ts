import type { RouteObject } from 'react-router';
import { PAGES as P } from '@/config/paths';
import { lazyRoute } from '../lazy-page';

/** Pages under /admin (SPEC §2.1). */
export const adminRoutes: RouteObject[] = [
  lazyRoute(P.dashboard, () => import('./dashboard').then((m) => m.AdminDashboardPage)),
  lazyRoute(P.metersInstalled, () => import('./meters-installed').then((m) => m.AdminMetersInstalledPage)),
  lazyRoute(P.metersCommissioned, () =>
    import('./meters-commissioned').then((m) => m.AdminMetersCommissionedPage),
  ),
  lazyRoute(P.commissionRejected, () =>
    import('./commission-rejected').then((m) => m.AdminCommissionRejectedPage),
  ),
  lazyRoute(P.commissionDone, () => import('./commission-done').then((m) => m.AdminCommissionDonePage)),
  lazyRoute(P.fieldOfficers, () => import('./field-officers').then((m) => m.AdminFieldOfficersPage)),
  lazyRoute(`${P.fieldOfficerMeters}/:officerId`, () =>
    import('./field-officer-meters').then((m) => m.AdminFieldOfficerMetersPage),
  ),
  lazyRoute(P.modemsInstalled, () => import('./modems-installed').then((m) => m.AdminModemsInstalledPage)),
  lazyRoute(P.modemsCommissioned, () =>
    import('./modems-commissioned').then((m) => m.AdminModemsCommissionedPage),
  ),
  lazyRoute(P.modemsCommissionDone, () =>
    import('./modems-commission-done').then((m) => m.AdminModemsCommissionDonePage),
  ),
  lazyRoute(P.modemsCommissionRejected, () =>
    import('./modems-commission-rejected').then((m) => m.AdminModemsCommissionRejectedPage),
  ),
  lazyRoute(P.modemFieldOfficers, () =>
    import('./modem-field-officers').then((m) => m.AdminModemFieldOfficersPage),
  ),
  lazyRoute(`${P.fieldOfficerModems}/:phone`, () =>
    import('./field-officer-modems').then((m) => m.AdminFieldOfficerModemsPage),
  ),
  lazyRoute(P.reports, () => import('./reports').then((m) => m.AdminReportsPage)),
  lazyRoute(P.map, () => import('../map-page').then((m) => m.MapPage)),
  lazyRoute(P.rework, () => import('./rework').then((m) => m.AdminReworkPage)),
];
