import { sql } from 'kysely';
import {
  TECH_REJECTED,
  type InstallationKind,
  type ReviewEvent,
  type ReviewEventKind,
  type UndoneCandidate,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { Actor } from '../access/index.js';
import { refreshReworkFlags } from '../flags/index.js';
import { parsedFaults, type StoredPhotoFault } from './photo-faults.js';

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
  /** A rejection's photos at fault, with the files they were (photo-faults.ts). */
  photoFaults?: readonly StoredPhotoFault[];
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
      photoFaults: step.photoFaults?.length ? JSON.stringify(step.photoFaults) : null,
    })
    .execute();
  // A rejection asks for a rework, and undoing one takes it back: the rework check counts them (issue 42).
  const rejects = step.kind === 'decision' && step.to === 'Rejected';
  const unrejects = step.kind === 'decision-undone' && step.from === 'Rejected';
  if (rejects || unrejects) await refreshReworkFlags(db, on.installation, [on.id]);
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
      'photoFaults',
    ])
    .where('installation', '=', installation)
    .where('installationId', '=', id)
    .orderBy('id')
    .execute();
  return rows.map(({ fromStatus, toStatus, rule, photoFaults, ...row }) => {
    const named = parsedFaults(photoFaults).map(({ slot, fault }) => ({ slot, fault }));
    return {
      ...row,
      from: fromStatus,
      to: toStatus,
      rule: (typeof rule === 'string' ? JSON.parse(rule) : rule) as Record<string, unknown> | null,
      photoFaults: named.length ? named : null,
    };
  });
}

/**
 * What undoing a decision reads of the record (lifecycle.ts undoRefusal): its last event, and the category the
 * decision replaced, which is the standing recommendation's when it recommends rejecting (the recommendation
 * wrote it on the row; a decision from Pending leaves the verdict as it was).
 */
export async function undoCandidate(
  db: Db,
  installation: InstallationKind,
  id: number,
  techSupportStatus: string | null,
): Promise<{ last: UndoneCandidate | undefined; now: Date; category: string | null }> {
  const events = db
    .selectFrom('reviewEvents')
    .where('installation', '=', installation)
    .where('installationId', '=', id);
  const last = await events
    .select(['kind', 'fromStatus', 'toStatus', 'actorId', 'at', sql<string>`now()`.as('now')])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const recommended =
    techSupportStatus === TECH_REJECTED
      ? await events
          .select('category')
          .where('kind', '=', 'recommendation')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
      : undefined;
  return {
    last: last && {
      kind: last.kind,
      from: last.fromStatus,
      to: last.toStatus,
      actorId: last.actorId,
      at: new Date(last.at),
    },
    // The database's clock, which stamped the event.
    now: new Date(last?.now ?? Date.now()),
    category: recommended?.category ?? null,
  };
}
