import type { CommissionStatus, Role } from './enums.js';
import type { ReviewEventKind } from './review-record.js';

/**
 * The lifecycle of an installation (a meter or a modem), DESIGN §5, in one place: every stage, state,
 * label, reason and filter of every screen is written below as a `Rule` on the installation's fields.
 * The console classifies with `matches`; the server compiles the same rules to SQL (lifecycle-sql.ts),
 * so a list, its count, its export and the label on each row can never disagree.
 *
 * Two words, kept apart (docs/glossary.md says the same):
 * - a STAGE is a list: cumulative, an installation is in several (every meter is Installed; a LIVE one is
 *   also Commissioned; an approved one is also Accepted);
 * - a STATE is where an installation is now: exactly one of installed, commissioned, accepted, rejected.
 *   Every screen shows a state by its one word (STATE_WORDS, DESIGN §7); the API's Status values (ACTIVE,
 *   PENDING, COMMISSIONED, INACTIVE; Installed, Commissioned, Accepted, Rejected) stay the spec's.
 */

/** The fields that place an installation in its lifecycle. */
export interface LifecycleFields {
  commissionStatus: string;
  communicationStatus: string;
  techSupportStatus?: string | null;
  autoCommissioned?: boolean;
}

/** A condition on those fields; every key given must hold. */
export interface Rule {
  commission?: CommissionStatus;
  /** Communicating with the head-end (communication status LIVE), or not. */
  live?: boolean;
  /** Tech support set REJECTED, or not. */
  techRejected?: boolean;
  /** Tech support has set any status, or none yet. */
  techReviewed?: boolean;
  /** Approved by the server's comparison with the DTR master, or by a person. */
  auto?: boolean;
}

export const LIVE = 'LIVE';
export const TECH_REJECTED = 'REJECTED';
/** A BI_ADMIN's recommendation to approve (the tech support status it sets). */
export const TECH_APPROVED = 'APPROVED';

/** A recommendation's verdict: Approved or Rejected, in any case. Any other tech support word is a working status. */
export const isVerdict = (status: string | null | undefined): boolean =>
  status?.toUpperCase() === TECH_APPROVED || status?.toUpperCase() === TECH_REJECTED;

/**
 * The review events after which the auto-commissioning rule never takes an installation again (docs/review.md):
 * a person's rejection (a reopened one goes back to people), a recommendation to reject, an evidence change after
 * review or by hand, the super admin undoing the rule's approval, or a person undoing their own decision (a person
 * has the installation in hand). The rule's SQL (discom.sql.ts) and the demo's
 * history both read this list.
 */
export const LEAVES_TO_PEOPLE: readonly { kind: ReviewEventKind; to?: string }[] = [
  { kind: 'decision', to: 'Rejected' },
  { kind: 'recommendation', to: TECH_REJECTED },
  { kind: 'evidence-changed' },
  { kind: 'auto-commission-undone' },
  { kind: 'decision-undone' },
];
export const leavesToPeople = (event: { kind: ReviewEventKind; to: string | null }): boolean =>
  LEAVES_TO_PEOPLE.some((e) => e.kind === event.kind && (e.to === undefined || e.to === event.to));

/** A pending installation's row once its recommendation no longer stands (docs/review.md): no verdict, no category. */
export const VERDICT_SET_ASIDE = { techSupportStatus: null, rejectionCategory: null } as const;

/**
 * An approved meter's row sent back to review (an evidence change, or the super admin undoing the rule's
 * approval): Pending, not the rule's, and no recommendation standing.
 */
export const BACK_TO_REVIEW = {
  commissionStatus: 'Pending',
  autoCommissioned: false,
  ...VERDICT_SET_ASIDE,
} as const;

/**
 * DESIGN §7, the recommendation's rule beside the decision's (TRANSITIONS below): a verdict is for an installation
 * awaiting a decision ('decided' otherwise); a BI_ADMIN gives only verdicts ('role'), the working statuses being the
 * super admin's. Null if allowed.
 */
export function recommendationRefusal(
  role: Role,
  status: string,
  commissionStatus: CommissionStatus,
): 'role' | 'decided' | null {
  const verdict = isVerdict(status);
  if (role === 'BI_ADMIN' && !verdict) return 'role';
  if (verdict && !awaitsDecision(commissionStatus)) return 'decided';
  return null;
}

export function matches(rule: Rule, i: LifecycleFields): boolean {
  if (rule.commission !== undefined && i.commissionStatus !== rule.commission) return false;
  if (rule.live !== undefined && (i.communicationStatus === LIVE) !== rule.live) return false;
  const tech = i.techSupportStatus ?? null;
  if (rule.techRejected !== undefined && (tech === TECH_REJECTED) !== rule.techRejected) return false;
  if (rule.techReviewed !== undefined && (tech !== null) !== rule.techReviewed) return false;
  if (rule.auto !== undefined && Boolean(i.autoCommissioned) !== rule.auto) return false;
  return true;
}

/**
 * Several rules as one (a list's stage and its Status filter, say): every key any of them gives. Null when
 * two of them ask one field for different values, so no installation can match them all (the Commissioned
 * list filtered by PENDING): the server then answers an empty list without reading a row.
 */
export function allOf(rules: readonly Rule[]): Rule | null {
  const merged: Record<string, unknown> = {};
  for (const rule of rules)
    for (const [key, value] of Object.entries(rule)) {
      if (value === undefined) continue;
      if (key in merged && merged[key] !== value) return null;
      merged[key] = value;
    }
  return merged as Rule;
}

/** The lists of SPEC §2.5 (stages, cumulative): what each list holds. */
export const STAGE_RULES = {
  installed: {},
  commissioned: { live: true },
  'pending-review': { commission: 'Pending' },
  accepted: { commission: 'Approved' },
  rejected: { commission: 'Rejected' },
} as const satisfies Record<string, Rule>;
export type Stage = keyof typeof STAGE_RULES;

/** Where an installation is now (states, exclusive): exactly one rule holds for any installation. */
export const STATE_RULES = {
  installed: { commission: 'Pending', live: false },
  commissioned: { commission: 'Pending', live: true },
  accepted: { commission: 'Approved' },
  rejected: { commission: 'Rejected' },
} as const satisfies Record<string, Rule>;
export type InstallationState = keyof typeof STATE_RULES;
export const INSTALLATION_STATES = Object.keys(STATE_RULES) as InstallationState[];

export function installationState(i: LifecycleFields): InstallationState {
  const state = INSTALLATION_STATES.find((s) => matches(STATE_RULES[s], i));
  // Unreachable for a stored installation: commission status is Pending, Approved or Rejected.
  if (!state) throw new Error(`no lifecycle state for commission status ${i.commissionStatus}`);
  return state;
}

/**
 * The review step an installation waits in (issue 41), exclusive like the states but finer: a pending one is
 * waiting to communicate, for a recommendation, or for a decision; a rejected one for its rework; an accepted
 * one for nothing. Each installation's `stepSince` is when it entered its step (migration 0022's trigger sets
 * it whenever the step changes, whatever writes), so lists sort by how long it has waited.
 */
export const STEP_RULES = {
  installed: { commission: 'Pending', live: false, techReviewed: false },
  live: { commission: 'Pending', live: true, techReviewed: false },
  recommended: { commission: 'Pending', techReviewed: true },
  rejected: { commission: 'Rejected' },
  accepted: { commission: 'Approved' },
} as const satisfies Record<string, Rule>;
export type InstallationStep = keyof typeof STEP_RULES;
export const INSTALLATION_STEPS = Object.keys(STEP_RULES) as InstallationStep[];
/** The steps someone has still to act in: each can have a target time (an SLA); accepted is done. */
export const WAITING_STEPS = [
  'installed',
  'live',
  'recommended',
  'rejected',
] as const satisfies InstallationStep[];

/** The step an installation is in; null only for a commission status no stored installation has. */
export const installationStep = (i: LifecycleFields): InstallationStep | null =>
  INSTALLATION_STEPS.find((s) => matches(STEP_RULES[s], i)) ?? null;

/**
 * The API's word for each state (SPEC §2.5 Status column, §4 modem label): the values the calls answer, take as
 * filters and write in the exports. They stay as the spec has them; no screen shows them (STATE_WORDS does).
 */
export const STATE_LABELS = {
  meterList: { installed: 'PENDING', commissioned: 'ACTIVE', accepted: 'COMMISSIONED', rejected: 'INACTIVE' },
  modems: {
    installed: 'Installed',
    commissioned: 'Commissioned',
    accepted: 'Accepted',
    rejected: 'Rejected',
  },
} as const satisfies Record<string, Record<InstallationState, string>>;
export type LabelSet = keyof typeof STATE_LABELS;
export type StateLabel<S extends LabelSet> = (typeof STATE_LABELS)[S][InstallationState];

export const stateLabel = <S extends LabelSet>(set: S, i: LifecycleFields): StateLabel<S> =>
  STATE_LABELS[set][installationState(i)] as StateLabel<S>;

/** The rule behind an API Status value: a filter by that value lists exactly the rows that carry it. */
export function labelRule<S extends LabelSet>(set: S, label: StateLabel<S>): Rule {
  return STATE_RULES[labelState(set, label)];
}

/** The state an API Status value names. */
export function labelState<S extends LabelSet>(set: S, label: string): InstallationState {
  const state = INSTALLATION_STATES.find((s) => STATE_LABELS[set][s] === label);
  if (!state) throw new Error(`"${label}" is no ${set} label`);
  return state;
}

/**
 * DESIGN §7, one display vocabulary: the one word every screen shows for each state, meters and modems alike,
 * whatever the API calls it. "Commissioned" is never a state: it names the list of communicating (LIVE)
 * installations (STAGE_WORDS).
 */
export const STATE_WORDS = {
  installed: 'Installed',
  commissioned: 'Live, awaiting review',
  accepted: 'Accepted',
  rejected: 'Rejected',
} as const satisfies Record<InstallationState, string>;

/** Each step in words: what the installation waits for. */
export const STEP_WORDS = {
  installed: 'Installed, not yet live',
  live: 'Live, awaiting recommendation',
  recommended: 'Recommended, awaiting decision',
  rejected: 'Rejected, awaiting rework',
  accepted: STATE_WORDS.accepted,
} as const satisfies Record<InstallationStep, string>;
/** The lists' column of how long each installation has waited in its step (its first click: the longest first). */
export const WAITING_COLUMN = 'Waiting';

/** The one colour of each state on every screen: a rejected installation is red everywhere. */
export const STATE_TONES = {
  installed: 'grey',
  commissioned: 'yellow',
  accepted: 'green',
  rejected: 'red',
} as const satisfies Record<InstallationState, 'grey' | 'yellow' | 'green' | 'red'>;
export type StateTone = (typeof STATE_TONES)[InstallationState];

export const stateWord = (i: LifecycleFields): string => STATE_WORDS[installationState(i)];

/** The decision (commission status) in the same words: Pending is the review still awaited. */
export const COMMISSION_WORDS: Record<CommissionStatus, string> = {
  Pending: 'Awaiting review',
  Approved: STATE_WORDS.accepted,
  Rejected: STATE_WORDS.rejected,
};
export const COMMISSION_TONES: Record<CommissionStatus, StateTone> = {
  Pending: 'yellow',
  Approved: 'green',
  Rejected: 'red',
};

/**
 * The lists (stages, cumulative) in words: the dashboards' cards and the officers' count columns open these. The
 * list of every installation is "Total Installed", never "Installed", which is the state of one not yet LIVE.
 */
export const STAGE_WORDS = {
  installed: 'Total Installed',
  commissioned: 'Commissioned',
  'pending-review': COMMISSION_WORDS.Pending,
  accepted: STATE_WORDS.accepted,
  rejected: STATE_WORDS.rejected,
} as const satisfies Record<Stage, string>;

/** A BI_ADMIN's recommendation in words (DESIGN §7): Approve, Reject, or None while none stands. */
export const RECOMMENDATION_WORDS = { approve: 'Approve', reject: 'Reject', none: 'None' } as const;
export type RecommendationValue = keyof typeof RECOMMENDATION_WORDS;
export const RECOMMENDATION_VALUES = Object.keys(RECOMMENDATION_WORDS) as [
  RecommendationValue,
  ...RecommendationValue[],
];

/** The recommendation filter (Tech Support Management): which verdict stands, or none. */
export const RECOMMENDATION_RULES = {
  approve: { techReviewed: true, techRejected: false },
  reject: { techRejected: true },
  none: { techReviewed: false },
} as const satisfies Record<RecommendationValue, Rule>;

/** A stored recommendation (APPROVED, REJECTED or none) as its filter value, by the filter's own rules. */
export function recommendationOf(status: string | null | undefined): RecommendationValue {
  const fields = { commissionStatus: 'Pending', communicationStatus: '', techSupportStatus: status ?? null };
  return RECOMMENDATION_VALUES.find((v) => matches(RECOMMENDATION_RULES[v], fields)) ?? 'none';
}
export const recommendationWord = (status: string | null | undefined): string =>
  RECOMMENDATION_WORDS[recommendationOf(status)];

/**
 * One officer's meters page filter (SPEC §2.6: Approved, Rejected, Pending, Commissioned), each the list an
 * officer's count column opens (officer_counts: commissioned = LIVE, approved = Approved…), so the column's
 * number is the filtered page's total.
 */
export const OFFICER_FILTER_RULES = {
  Approved: STAGE_RULES.accepted,
  Rejected: STAGE_RULES.rejected,
  Pending: STAGE_RULES['pending-review'],
  Commissioned: STAGE_RULES.commissioned,
} as const satisfies Record<string, Rule>;
export type OfficerFilterValue = keyof typeof OFFICER_FILTER_RULES;
export const OFFICER_FILTER_WORDS: Record<OfficerFilterValue, string> = {
  Approved: STAGE_WORDS.accepted,
  Rejected: STAGE_WORDS.rejected,
  Pending: STAGE_WORDS['pending-review'],
  Commissioned: STAGE_WORDS.commissioned,
};

/**
 * Why a rejected installation was rejected (SPEC §2.5 labels, defined so each can match: DESIGN §6):
 * tech support rejected it, or it was rejected while communicating, or while silent.
 */
export const REASON_RULES = {
  'Technical Issues': { commission: 'Rejected', techRejected: true },
  'Commission Rejected': { commission: 'Rejected', techRejected: false, live: true },
  Inactive: { commission: 'Rejected', techRejected: false, live: false },
} as const satisfies Record<string, Rule>;
export type RejectionReasonLabel = keyof typeof REASON_RULES;
export const REJECTION_REASONS = Object.keys(REASON_RULES) as RejectionReasonLabel[];

export const rejectionReason = (i: LifecycleFields): RejectionReasonLabel | null =>
  REJECTION_REASONS.find((r) => matches(REASON_RULES[r], i)) ?? null;

/** BI_ADMIN's "Pending Meters Review" filter: has tech support looked at the meter yet. */
export const REVIEW_RULES = {
  'Pending Review': { techReviewed: true },
  'No Status': { techReviewed: false },
} as const satisfies Record<string, Rule>;
/** The review filter's values in words: the recommendation stands (either verdict), or none yet. */
export const REVIEW_WORDS: Record<keyof typeof REVIEW_RULES, string> = {
  'Pending Review': `${RECOMMENDATION_WORDS.approve} or ${RECOMMENDATION_WORDS.reject.toLowerCase()}`,
  'No Status': RECOMMENDATION_WORDS.none,
};

/** The Commission Accepted filter: how the approval came about. */
export const ACCEPTANCE_RULES = {
  Approved: { auto: false },
  'Auto-Commissioned': { auto: true },
} as const satisfies Record<string, Rule>;
/**
 * How an accepted installation came to be approved, in words: by a person, or by the auto-commissioning rule.
 * Never "commissioned", the word of the LIVE list (issue 38); the filter's values stay as the API has them.
 */
export const ACCEPTANCE_WORDS = {
  Approved: 'Approved by a reviewer',
  'Auto-Commissioned': 'Approved by the rule',
} as const satisfies Record<keyof typeof ACCEPTANCE_RULES, string>;

/**
 * DESIGN §5 and §7: every allowed change of commission status and who may make it. Pending → Approved or
 * Rejected is the super admin's decision (BI_ADMIN recommends through the tech support status, DESIGN §7);
 * Rejected → Pending (re-submitted after a field fix, or reopened); Approved → Rejected only by the super
 * admin. Every rejection needs a comment (and a category: meters.ts rejectionProblems). Anything else is
 * refused.
 */
export const TRANSITIONS: Partial<
  Record<`${CommissionStatus}>${CommissionStatus}`, { roles: readonly Role[]; needsComment?: true }>
> = {
  'Pending>Approved': { roles: ['BI_SUPER_ADMIN'] },
  'Pending>Rejected': { roles: ['BI_SUPER_ADMIN'], needsComment: true },
  // A reopen says what was fixed; it puts the installation back in review, never straight to Approved.
  'Rejected>Pending': { roles: ['BI_SUPER_ADMIN', 'AE_ADMIN', 'FIELD_OFFICER'], needsComment: true },
  'Approved>Rejected': { roles: ['BI_SUPER_ADMIN'], needsComment: true },
};

/**
 * The changes the screens offer by name, each a transition above: Approve and Reject a record awaiting a decision,
 * Reopen a rejected one, Revoke an approval. A screen offers a change on a record in its `from` status.
 */
export const REVIEW_MOVES = {
  approve: { from: 'Pending', to: 'Approved' },
  reject: { from: 'Pending', to: 'Rejected' },
  reopen: { from: 'Rejected', to: 'Pending' },
  revoke: { from: 'Approved', to: 'Rejected' },
} as const satisfies Record<string, { from: CommissionStatus; to: CommissionStatus }>;
export type ReviewMove = keyof typeof REVIEW_MOVES;

/** Whether a record in `status` can take the change (whoever may make it: the server checks the role). */
export const offersMove = (move: ReviewMove, status: string): boolean =>
  REVIEW_MOVES[move].from === status && `${status}>${REVIEW_MOVES[move].to}` in TRANSITIONS;

/** A record awaiting a decision: Approve and Reject apply to it. */
export const awaitsDecision = (status: string): boolean => offersMove('approve', status);

/** Why a change is refused: no such transition, not for this role, or a comment is missing; null if allowed. */
export type TransitionRefusal = 'not-allowed' | 'role' | 'comment';

export function transitionRefusal(
  role: Role,
  from: CommissionStatus,
  to: CommissionStatus,
  comment?: string | null,
): TransitionRefusal | null {
  const rule = TRANSITIONS[`${from}>${to}`];
  if (!rule) return 'not-allowed';
  if (!rule.roles.includes(role)) return 'role';
  if (rule.needsComment && !comment?.trim()) return 'comment';
  return null;
}

/**
 * A decision taken back (issue 38: Undo in the toast, not a confirmation before): the super admin's Approve or
 * Reject of a record awaiting a decision, by the person who made it, while it is the record's last event and for
 * UNDO_MINUTES after. The record keeps the decision and adds its undoing; the installation awaits a decision again.
 */
export const UNDO_MINUTES = 5;

/** The record's last event, as the undo reads it. */
export interface UndoneCandidate {
  kind: ReviewEventKind;
  from: string | null;
  to: string;
  actorId: number | null;
  at: Date;
}

/**
 * Why a decision cannot be undone: the last event is no Approve or Reject ('nothing'), it is someone else's
 * ('not-yours'), or its time is up ('too-late'); null if it can.
 */
export function undoRefusal(
  last: UndoneCandidate | undefined,
  actorId: number,
  now: Date,
): 'nothing' | 'not-yours' | 'too-late' | null {
  const decided =
    last?.kind === 'decision' &&
    (['approve', 'reject'] as const).some(
      (move) => REVIEW_MOVES[move].from === last.from && REVIEW_MOVES[move].to === last.to,
    );
  if (!last || !decided) return 'nothing';
  if (last.actorId !== actorId) return 'not-yours';
  if (now.getTime() - last.at.getTime() > UNDO_MINUTES * 60_000) return 'too-late';
  return null;
}
