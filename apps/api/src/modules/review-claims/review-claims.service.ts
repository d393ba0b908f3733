import {
  CLAIM_MESSAGES,
  CLAIM_QUEUES,
  type ClaimListFilters,
  type ClaimQueue,
  type ClaimResult,
  type StartReviewing,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { ACTIONS, audit } from '../../lib/audit.js';
import { forbidden } from '../../lib/http-error.js';
import { scopeOf, type Actor } from '../access/index.js';
import { techSupportFilters, type MeterFilters } from '../meters/index.js';
import { withSlaCutoffs } from '../review-targets/index.js';
import { readSetting } from '../settings/index.js';
import * as repo from './review-claims.repo.js';

/**
 * What each queue holds, before the filters of the list the reviewer claims from: what its role's bell says
 * awaits it (dashboard/notifications.ts). BI_ADMIN: live meters without a recommendation; the super admin:
 * meters with one, to decide.
 */
const QUEUE_FILTERS: Record<ClaimQueue, (f: ClaimListFilters) => MeterFilters> = {
  recommendation: (f) => ({ ...f, stage: 'pending-review', review: 'No Status' }),
  decision: (f) => techSupportFilters({ review: 'Pending Review', ...f }),
};

export function createReviewClaimsService({ db, timeZone }: { db: Db; timeZone: string }) {
  /**
   * "Start reviewing": the caller's running claims renewed, and the next `count` meters of its queue that no
   * one is reviewing claimed, the longest wait first, for the review targets' claimMinutes.
   */
  async function start(actor: Actor, input: StartReviewing): Promise<{ data: ClaimResult; message: string }> {
    if (CLAIM_QUEUES[input.queue] !== actor.user.role) throw forbidden(CLAIM_MESSAGES.notYourQueue);
    const { claimMinutes } = await readSetting(db, 'reviewTargets');
    const filters = await withSlaCutoffs(
      db,
      { ...QUEUE_FILTERS[input.queue](input.filters), timeZone },
      timeZone,
    );
    const claimed = await repo.claimNextMeters(db, scopeOf(actor), filters, input.count, {
      userId: actor.user.id,
      sessionId: actor.sessionId,
      minutes: claimMinutes,
    });
    const now = await repo.holding(db, actor.user.id);
    return {
      data: { claimed: claimed.length, holding: now.count, expiresAt: now.expiresAt },
      message: CLAIM_MESSAGES.claimed(claimed.length),
    };
  }

  /** How many meters the caller is reviewing now, and until when. */
  async function mine(actor: Actor) {
    const now = await repo.holding(db, actor.user.id);
    return { holding: now.count, expiresAt: now.expiresAt };
  }

  /** Who is reviewing the meters on the caller's screen. */
  const lookup = (actor: Actor, ids: number[]) => repo.meterClaims(db, scopeOf(actor), ids, actor.user.id);

  /** "Stop reviewing": the caller gives its claims back. */
  async function releaseOwn(actor: Actor) {
    const released = await repo.releaseClaims(db, actor.user.id);
    return { data: { released }, message: CLAIM_MESSAGES.released(released) };
  }

  /** The super admin's view of who holds claims now. */
  const reviewers = () => repo.reviewersClaiming(db);

  /** The super admin ends a reviewer's claims (someone left for the day): audited, with how many ran. */
  async function release(actor: Actor, userId: number) {
    const released = await db.transaction().execute(async (tx) => {
      const count = await repo.releaseClaims(tx, userId);
      if (count > 0)
        await audit(tx, actor, ACTIONS.reviewClaimsReleased, {
          on: { type: 'user', id: userId },
          details: { released: count },
        });
      return count;
    });
    return { data: { released }, message: CLAIM_MESSAGES.released(released) };
  }

  return { start, mine, lookup, releaseOwn, reviewers, release };
}
export type ReviewClaimsService = ReturnType<typeof createReviewClaimsService>;
