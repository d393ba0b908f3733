import { NOTIFICATION_LABELS, PAGES, type ConsoleRole, type Notification } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { mayUseView, scopeOf, type Actor } from '../access/access.js';
import { techSupportFilters, type MeterFilters } from '../meters/meters.filters.js';
import { countMeters } from '../meters/meters.repo.js';
import { dashboardCounts } from './dashboard.repo.js';

/**
 * What each reviewer's bell counts (DESIGN §7): exactly the list it opens, by that list's own filters,
 * so the count is the list's total. BI_ADMIN: pending meters without a recommendation (its Pending
 * Meters Review). BI_SUPER_ADMIN: recommended meters awaiting its decision (Tech Support Management).
 */
const AWAITING = {
  BI_ADMIN: {
    key: 'awaiting-recommendation',
    label: NOTIFICATION_LABELS.awaitingRecommendation,
    page: PAGES.metersCommissioned,
    query: { review: 'No Status' },
    filters: { stage: 'pending-review', review: 'No Status' },
  },
  BI_SUPER_ADMIN: {
    key: 'awaiting-decision',
    label: NOTIFICATION_LABELS.awaitingDecision,
    page: PAGES.techSupport,
    query: { review: 'Pending Review' },
    filters: techSupportFilters({ review: 'Pending Review' }),
  },
} as const satisfies Record<string, Omit<Notification, 'count'> & { filters: MeterFilters }>;

/**
 * What awaits the user (DESIGN §6): a reviewer's next step (above); an AE_ADMIN sees its officers'
 * rejected meters, which need a field fix.
 */
export async function notificationsFor(db: Db, actor: Actor): Promise<Notification[]> {
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
  // The list a reviewer's bell opens is a meter list: without the Meters view there is nothing to open.
  if (!mayUseView(actor, 'Meters')) return [];
  const { filters, ...notification } = AWAITING[role];
  const count = await countMeters(db, scopeOf(actor), filters);
  return count > 0 ? [{ ...notification, query: { ...notification.query }, count }] : [];
}
