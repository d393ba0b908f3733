import type { InstallationKind, ReviewEvent, ReviewEventKind } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { Actor } from '../access/access.js';

/**
 * The review record (migration 0015, DESIGN §5): the one writer and the one reader of review_events. An event is
 * only ever added, in the transaction of the change it records; the table refuses UPDATE and DELETE.
 */

/** What a person's recommendation or decision records; the service adds whose it is and on what. */
export interface ReviewStep {
  kind: Exclude<ReviewEventKind, 'auto-commission'>;
  from: string | null;
  to: string;
  category: string | null;
  comment: string | null;
}

/** The first event of every installation: who registered it (the field app's officer, or an admin for one). */
export const INSTALLED_STEP: ReviewStep = {
  kind: 'installed',
  from: null,
  to: 'Pending',
  category: null,
  comment: null,
};

/** Adds the actor's step on an installation to its record, with who they were then. */
export async function recordReviewStep(
  db: Db,
  actor: Actor,
  on: { installation: InstallationKind; id: number },
  step: ReviewStep,
): Promise<void> {
  const { user } = actor;
  await db
    .insertInto('reviewEvents')
    .values({
      installation: on.installation,
      installationId: on.id,
      kind: step.kind,
      actorId: user.id,
      actorRole: user.role,
      actorName: `${user.firstName} ${user.lastName}`.trim(),
      fromStatus: step.from,
      toStatus: step.to,
      category: step.category,
      comment: step.comment?.trim() || null,
    })
    .execute();
}

/** An installation's record, oldest first. */
export async function reviewRecordOf(
  db: Db,
  installation: InstallationKind,
  id: number,
): Promise<ReviewEvent[]> {
  const rows = await db
    .selectFrom('reviewEvents')
    .select([
      'id',
      'kind',
      'at',
      'actorId',
      'actorRole',
      'actorName',
      'fromStatus',
      'toStatus',
      'category',
      'comment',
      'rule',
    ])
    .where('installation', '=', installation)
    .where('installationId', '=', id)
    .orderBy('id')
    .execute();
  return rows.map(({ fromStatus, toStatus, rule, ...row }) => ({
    ...row,
    from: fromStatus,
    to: toStatus,
    rule: (typeof rule === 'string' ? JSON.parse(rule) : rule) as Record<string, unknown> | null,
  }));
}
