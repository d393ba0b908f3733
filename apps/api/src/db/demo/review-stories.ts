import {
  REJECTION_CATEGORIES,
  TECH_REJECTED,
  type CommissionStatus,
  type InstallationKind,
  type RejectionCategoryValue,
} from '@smms/shared';
import type { DemoPerson, Move } from './review-steps.js';
import type { Random } from './random.js';
import { approvalNote, fixText, rejectionText, revocationText, undoText } from './review-texts.js';

/** Who acts in the demo's histories. */
export interface ReviewCast {
  superAdmin: DemoPerson;
  /** The BI_ADMINs who recommend on meters. */
  recommenders: DemoPerson[];
  /**
   * Who may send an officer's rejected installation back to review: the AE_ADMIN who created the officer (when
   * it works in that view), the officer, the super admin.
   */
  reopeners(officerId: number, installation: InstallationKind): DemoPerson[];
}

/** Where an installation's history ends: the state drawn for it. */
export interface Target {
  commissionStatus: CommissionStatus;
  /** The BI_ADMIN's verdict since the last reopen (meters only). */
  verdict: string | null;
  /** The last rejection's category, when it ends rejected. */
  category: RejectionCategoryValue | null;
  /** Approved by the auto-commissioning rule (meters only). */
  auto: boolean;
  /** Rejected and sent back to review once on the way, which leaves a meter to people. */
  reopened: boolean;
  /** Approved by the rule first, and the super admin undid that (meters only): left to people too. */
  undone: boolean;
  /** The rule could approve it: a LIVE meter matching its DTR master row. */
  ruleMayApprove: boolean;
}

/** The steps of one installation's review, in the order they are made. */
class Story {
  readonly moves: Move[] = [];

  constructor(
    private readonly random: Random,
    private readonly cast: ReviewCast,
    private readonly installation: InstallationKind,
    private readonly officerId: number,
  ) {}

  recommend(to: string, category: RejectionCategoryValue) {
    const by = this.random.pick(this.cast.recommenders);
    this.moves.push(
      to === TECH_REJECTED
        ? { kind: 'recommendation', by, to, category, comment: rejectionText(this.random, 'meter', category) }
        : { kind: 'recommendation', by, to, comment: approvalNote(this.random) },
    );
  }

  approve() {
    const comment = approvalNote(this.random);
    this.moves.push({ kind: 'decision', by: this.cast.superAdmin, to: 'Approved', comment });
  }

  reject(category: RejectionCategoryValue) {
    const comment = rejectionText(this.random, this.installation, category);
    this.moves.push({ kind: 'decision', by: this.cast.superAdmin, to: 'Rejected', category, comment });
  }

  revoke(category: RejectionCategoryValue) {
    const comment = revocationText(category);
    this.moves.push({ kind: 'decision', by: this.cast.superAdmin, to: 'Rejected', category, comment });
  }

  /** Rejected (a meter sometimes on a BI_ADMIN's recommendation), then fixed in the field and reopened. */
  rejectThenReopen() {
    const category = this.random.pick(REJECTION_CATEGORIES);
    if (this.installation === 'meter' && this.random.chance(0.4)) this.recommend(TECH_REJECTED, category);
    this.reject(category);
    const by = this.random.pick(this.cast.reopeners(this.officerId, this.installation));
    this.moves.push({ kind: 'decision', by, to: 'Pending', comment: fixText(this.random, category) });
  }
}

/** A meter's steps from its install to `target`. */
export function meterMoves(random: Random, cast: ReviewCast, officerId: number, target: Target): Move[] {
  const story = new Story(random, cast, 'meter', officerId);
  const category = target.category ?? random.pick(REJECTION_CATEGORIES);
  if (target.reopened) story.rejectThenReopen();
  if (target.undone) {
    story.moves.push({ kind: 'auto-commission' });
    story.moves.push({ kind: 'undo', by: cast.superAdmin, comment: undoText(random) });
  }
  const { commissionStatus, verdict } = target;
  if (commissionStatus === 'Approved' && target.auto) {
    if (verdict) story.recommend(verdict, category);
    story.moves.push({ kind: 'auto-commission' });
  } else if (
    commissionStatus === 'Rejected' &&
    !verdict &&
    !target.reopened &&
    !target.undone &&
    random.chance(0.25)
  ) {
    // Approved, by the rule or the super admin, and the approval revoked.
    if (target.ruleMayApprove) story.moves.push({ kind: 'auto-commission' });
    else story.approve();
    story.revoke(category);
  } else {
    if (verdict) story.recommend(verdict, category);
    if (commissionStatus === 'Approved') story.approve();
    if (commissionStatus === 'Rejected') story.reject(category);
  }
  return story.moves;
}

/** A modem's steps from its install to `target`: the super admin's decisions and reopens, no recommendations. */
export function modemMoves(random: Random, cast: ReviewCast, officerId: number, target: Target): Move[] {
  const story = new Story(random, cast, 'modem', officerId);
  const category = target.category ?? random.pick(REJECTION_CATEGORIES);
  if (target.reopened) story.rejectThenReopen();
  if (target.commissionStatus === 'Approved') story.approve();
  if (target.commissionStatus === 'Rejected') {
    if (!target.reopened && random.chance(0.2)) {
      story.approve();
      story.revoke(category);
    } else story.reject(category);
  }
  return story.moves;
}

/** The super admin's working status, set at some point of the story. */
export function withWorkingStatus(
  random: Random,
  cast: ReviewCast,
  moves: Move[],
  to: string | null,
): Move[] {
  if (!to) return moves;
  const at = random.int(0, moves.length);
  return [...moves.slice(0, at), { kind: 'working', by: cast.superAdmin, to }, ...moves.slice(at)];
}

const HOUR = 3_600_000;

/**
 * `n` instants after `start`, in order, a few hours to a few days apart, scaled to end before `end` (an
 * installation made an hour ago has its steps within that hour).
 */
export function timeline(random: Random, start: number, end: number, n: number): Date[] {
  const gaps = Array.from({ length: n }, () => random.int(1, 96) * HOUR + random.int(0, HOUR));
  const total = gaps.reduce((sum, gap) => sum + gap, 0);
  const scale = Math.min(1, (0.95 * (end - start)) / Math.max(1, total));
  let at = start;
  return gaps.map((gap) => new Date((at = Math.min(end, at + Math.max(1, Math.floor(gap * scale))))));
}
