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
import { assertView, scopeOf, type Actor, type Scope } from '../access/index.js';
import { METER_QUEUES } from '../meters/index.js';
import { MODEM_QUEUES } from '../modems/index.js';
import { withSlaCutoffs } from '../review-targets/index.js';
import { readSetting } from '../settings/index.js';
import * as repo from './review-claims.repo.js';
import type { ClaimKind, ClaimTarget } from './review-claims.repo.js';

/**
 * What each queue holds, before the filters of the list the reviewer claims from: the role's queue, which its bell
 * counts too (meters/review-queues.ts, modems/review-queues.ts).
 */
const QUEUE_TARGETS: Record<ClaimQueue, (scope: Scope, f: ClaimListFilters) => ClaimTarget> = {
  recommendation: (scope, f) => ({
    kind: 'meters',
    scope,
    filters: { ...f, ...METER_QUEUES.recommendation },
  }),
  decision: (scope, f) => ({ kind: 'meters', scope, filters: { ...METER_QUEUES.decision, ...f } }),
  'modem-decision': (scope, { recommendation: _none, ...f }) => ({
    kind: 'modems',
    filters: { ...f, scope, ...MODEM_QUEUES.decision },
  }),
};

export function createReviewClaimsService({ db, timeZone }: { db: Db; timeZone: string }) {
  /**
   * "Start reviewing": the caller's running claims of the queue's kind renewed, and the next `count`
   * installations of its queue that no one is reviewing claimed, the longest wait first, for the review
   * targets' claimMinutes.
   */
  async function start(actor: Actor, input: StartReviewing): Promise<{ data: ClaimResult; message: string }> {
    const queue = CLAIM_QUEUES[input.queue];
    if (queue.role !== actor.user.role) throw forbidden(CLAIM_MESSAGES.notYourQueue);
    assertView(actor, queue.view);
    const { claimMinutes } = await readSetting(db, 'reviewTargets');
    const target = QUEUE_TARGETS[input.queue](scopeOf(actor), input.filters);
    const filters = await withSlaCutoffs(db, { ...target.filters, timeZone }, timeZone);
    const claimed = await repo.claimNext(db, { ...target, filters } as ClaimTarget, input.count, {
      userId: actor.user.id,
      sessionId: actor.sessionId,
      minutes: claimMinutes,
    });
    const now = (await repo.holding(db, actor.user.id))[target.kind];
    return {
      data: { claimed: claimed.length, holding: now.holding, expiresAt: now.expiresAt },
      message: CLAIM_MESSAGES.claimed(claimed.length, queue.view),
    };
  }

  /** How many meters and modems the caller is reviewing now, and until when. */
  const mine = (actor: Actor) => repo.holding(db, actor.user.id);

  /** Who is reviewing the installations on the caller's screen. */
  const lookup = (actor: Actor, kind: ClaimKind, ids: number[]) =>
    repo.claimsOf(db, kind, scopeOf(actor), ids, actor.user.id);

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
