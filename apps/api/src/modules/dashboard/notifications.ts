import { sql } from 'kysely';
import { NOTIFICATION_LABELS, STAGE_RULES, type ConsoleRole, type Notification } from '@smms/shared';
import { ruleSql } from '../lifecycle/lifecycle.sql.js';
import type { Db } from '../../db/connection.js';
import { scopeOf, type Actor } from '../access/access.js';
import { dashboardCounts } from './dashboard.repo.js';

/**
 * What awaits the user (DESIGN §6): reviewers see the pending meters their review list shows; an AE_ADMIN sees its officers' rejected meters, which need a field fix.
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
  const row = await db
    .selectFrom('meters')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(ruleSql(STAGE_RULES['pending-review'], 'meters'))
    .executeTakeFirstOrThrow();
  const page = role === 'BI_ADMIN' ? 'meters-commissioned' : 'tech-support';
  return row.n > 0
    ? [{ key: 'pending-review', count: row.n, label: NOTIFICATION_LABELS.awaitingReview, page }]
    : [];
}
