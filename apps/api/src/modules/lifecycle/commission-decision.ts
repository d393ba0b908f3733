import {
  CONFLICT,
  rejectionProblems,
  REWORK_MESSAGES,
  TRANSITIONS,
  transitionRefusal,
  type BulkOutcome,
  type CommissionChange,
  type CommissionStatus,
} from '@smms/shared';
import { badRequest, conflict, forbidden, type HttpError } from '../../lib/http-error.js';
import type { Actor } from '../access/index.js';
import type { ReviewStep } from './review-record.js';

/**
 * DESIGN §5 for any installation (a meter or a modem): whether a change of commission status may be made
 * and what it writes. The meters' and the modems' commission calls both ask this; each names its own
 * installation in the messages and keeps its own table, audit action and extra columns.
 */

/** The words of the refusals, per installation (METER_LIFECYCLE, MODEM_LIFECYCLE). */
export interface CommissionTexts {
  forbiddenTransition: (from: string, to: string) => string;
  roleCannot: (role: string, from: string, to: string, allowed: readonly string[]) => string;
  categoryRequired: string;
  rejectCommentRequired: string;
  reopenCommentRequired: string;
}

/** A rejection without its category or comment is refused whole (400) before anything is read. */
export function assertRejectionComplete(
  given: { comment?: string | null; rejectionCategory?: string | null },
  commentField: 'comment' | 'comments' = 'comment',
  texts?: CommissionTexts,
) {
  const problems = rejectionProblems(given, commentField, texts);
  if (problems) throw badRequest(Object.values(problems)[0] ?? '', problems);
}

/** The fields of an installation a decision reads. */
export interface Decidable {
  commissionStatus: CommissionStatus;
  version: number;
}

export type CommissionDecision =
  | { refused: Exclude<BulkOutcome, 'done' | 'not-found'>; error: HttpError }
  | {
      refused: null;
      from: CommissionStatus;
      to: CommissionStatus;
      category: string | null;
      /**
       * What to write, with the version read: the status and the category; a reopen also clears the
       * recommendation, so the installation awaits a fresh one (its record keeps the old).
       */
      values: {
        commissionStatus: CommissionStatus;
        rejectionCategory: string | null;
        techSupportStatus?: null;
      };
      /** What the review record adds (review-record.ts), in the same transaction. */
      step: ReviewStep;
    };

export function decideCommission(
  actor: Actor,
  current: Decidable,
  change: CommissionChange,
  texts: CommissionTexts,
): CommissionDecision {
  if (change.photoFaults?.length && change.commissionStatus !== 'Rejected')
    throw badRequest(REWORK_MESSAGES.faultsOnlyWhenRejecting, {
      photoFaults: REWORK_MESSAGES.faultsOnlyWhenRejecting,
    });
  // A decision made on an old reading is stale before it is anything else.
  if (change.version !== current.version) return { refused: 'stale', error: conflict(CONFLICT.staleVersion) };
  const [from, to] = [current.commissionStatus, change.commissionStatus];
  switch (transitionRefusal(actor.user.role, from, to, change.comment)) {
    case 'not-allowed':
      return { refused: 'not-allowed', error: conflict(texts.forbiddenTransition(from, to)) };
    case 'role':
      return {
        refused: 'not-allowed',
        error: forbidden(
          texts.roleCannot(actor.user.role, from, to, TRANSITIONS[`${from}>${to}`]?.roles ?? []),
        ),
      };
    case 'comment':
      if (to !== 'Pending') assertRejectionComplete(change, 'comment', texts);
      else throw badRequest(texts.reopenCommentRequired, { comment: texts.reopenCommentRequired });
  }
  const category = to === 'Rejected' ? (change.rejectionCategory ?? null) : null;
  return {
    refused: null,
    from,
    to,
    category,
    values: {
      commissionStatus: to,
      rejectionCategory: category,
      ...(to === 'Pending' ? { techSupportStatus: null } : {}),
    },
    step: { kind: 'decision', from, to, category, comment: change.comment ?? null },
  };
}
