import { NOTIFICATION_LABELS, PAGES, type ConsoleRole, type Notification, type View } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { assertView, scopeOf, type Actor } from '../access/index.js';
import { techSupportFilters, type MeterFilters, meterTotal } from '../meters/index.js';
import { modemTotal, type ModemFilters } from '../modems/index.js';
import { dashboardCounts } from './dashboard.repo.js';

/**
 * What each reviewer's bell counts (DESIGN §7): exactly the lists it opens, by those lists' own filters, so
 * each count is its list's total. BI_ADMIN: pending meters without a recommendation (its Pending Meters
 * Review, recommendation None). BI_SUPER_ADMIN: recommended meters awaiting its decision, one item for each
 * verdict (Tech Support Management filtered to Approve, or to Reject).
 */
const AWAITING = {
  BI_ADMIN: [
    {
      key: 'awaiting-recommendation',
      label: NOTIFICATION_LABELS.awaitingRecommendation,
      page: PAGES.metersCommissioned,
      query: { review: 'No Status' },
      filters: { stage: 'pending-review', review: 'No Status' },
    },
  ],
  BI_SUPER_ADMIN: [
    {
      key: 'awaiting-decision',
      label: NOTIFICATION_LABELS.awaitingDecision,
      page: PAGES.techSupport,
      query: { recommendation: 'approve' },
      filters: techSupportFilters({ recommendation: 'approve' }),
    },
    {
      key: 'awaiting-decision-reject',
      label: NOTIFICATION_LABELS.awaitingDecisionReject,
      page: PAGES.techSupport,
      query: { recommendation: 'reject' },
      filters: techSupportFilters({ recommendation: 'reject' }),
    },
  ],
} as const satisfies Record<string, readonly (Omit<Notification, 'count'> & { filters: MeterFilters })[]>;

/**
 * The Modems view's bell, counted by the modem list it opens with that list's filters: the super admin
 * decides commissioned modems still Pending (its Modems Commissioned list, Status Commissioned); an
 * AE_ADMIN's rejected modems need a field fix. BI_ADMIN does not review modems: nothing awaits it.
 */
const AWAITING_MODEMS: Partial<
  Record<ConsoleRole, Omit<Notification, 'count'> & { filters: Omit<ModemFilters, 'scope'> }>
> = {
  BI_SUPER_ADMIN: {
    key: 'modems-awaiting-decision',
    label: NOTIFICATION_LABELS.modemsAwaitingDecision,
    page: PAGES.modemsCommissioned,
    query: { status: 'Commissioned' },
    filters: { stage: 'commissioned', status: 'Commissioned' },
  },
  AE_ADMIN: {
    key: 'modems-rejected',
    label: NOTIFICATION_LABELS.modemsRejectedAwaitingFix,
    page: PAGES.modemsCommissionRejected,
    filters: { stage: 'rejected' },
  },
};

async function modemNotifications(db: Db, actor: Actor): Promise<Notification[]> {
  const awaiting = AWAITING_MODEMS[actor.user.role as ConsoleRole];
  if (!awaiting) return [];
  const { filters, ...notification } = awaiting;
  const { total: count } = await modemTotal(db, { scope: scopeOf(actor), ...filters });
  return count > 0 ? [{ ...notification, count }] : [];
}

/**
 * What awaits the user in a view (DESIGN §6): a reviewer's next step (above); an AE_ADMIN sees its
 * officers' rejected meters or modems, which need a field fix. A view the user may not use is refused
 * (403), as every call about a view is (access module).
 */
export async function notificationsFor(db: Db, actor: Actor, view: View = 'Meters'): Promise<Notification[]> {
  assertView(actor, view);
  if (view === 'Modems') return modemNotifications(db, actor);
  const role = actor.user.role as ConsoleRole;
  if (role === 'AE_ADMIN') {
    const counts = await dashboardCounts(db, scopeOf(actor), 'Meters');
    return counts.rejected > 0
      ? [
          {
            key: 'rejected',
            count: counts.rejected,
            label: NOTIFICATION_LABELS.rejectedAwaitingFix,
            page: 'commission-rejected' as const,
          },
        ]
      : [];
  }
  const items = await Promise.all(
    AWAITING[role].map(async ({ filters, ...notification }) => {
      const { total: count } = await meterTotal(db, scopeOf(actor), filters);
      return { ...notification, query: { ...notification.query }, count };
    }),
  );
  return items.filter((item) => item.count > 0);
}
