import {
  BACK_TO_REVIEW,
  evidenceOutcome,
  VERDICT_SET_ASIDE,
  type CommissionStatus,
  type Reviewable,
} from '@smms/shared';
import { badRequest } from '../../lib/http-error.js';
import type { ReviewStep } from './review-record.js';

/**
 * "Decisions follow the evidence" (packages/shared/src/evidence.ts) as what an edit writes: for a change to a
 * reviewed installation's evidence, the values that send it back to review and the 'evidence-changed' event, in
 * the edit's transaction; a change of an accepted installation's identity is refused (400, at that field) before anything is
 * written. Null when the change touches no review.
 */
export function evidenceChange(
  current: Reviewable,
  changed: readonly string[],
  texts: { identityLocked: string; evidenceChangedComment: (labels: readonly string[]) => string },
  labelOf: (field: string) => string,
): {
  from: CommissionStatus;
  /** An unreviewed meter's DTR details changed by hand: nothing to undo, but the rule may not take it. */
  leftToPeople: boolean;
  values: {
    commissionStatus?: 'Pending';
    autoCommissioned?: false;
    techSupportStatus?: null;
    rejectionCategory?: null;
  };
  step: ReviewStep;
} | null {
  const outcome = evidenceOutcome(current, changed);
  if (!outcome) return null;
  // Refused at the field, as bad input is: nothing is written.
  if (outcome.kind === 'identity-locked')
    throw badRequest(texts.identityLocked, { [outcome.field]: texts.identityLocked });
  const { kind, from, to, fields } = outcome;
  // Back to review: an approval or a pending recommendation no longer stands; a rejection stands until a reopen.
  const values = from === 'Approved' ? BACK_TO_REVIEW : from === 'Pending' ? VERDICT_SET_ASIDE : {};
  return {
    from,
    leftToPeople: kind === 'left-to-people',
    values,
    step: {
      kind: 'evidence-changed',
      from,
      to,
      category: null,
      comment: texts.evidenceChangedComment(fields.map(labelOf)),
    },
  };
}
