import type { Insertable } from 'kysely';
import {
  AUTO_COMMISSION_RULE,
  BACK_TO_REVIEW,
  isVerdict,
  leavesToPeople,
  recommendationRefusal,
  REVIEW_RECORD_TEXTS,
  rejectionProblems,
  TECH_REJECTED,
  transitionRefusal,
  type CommissionStatus,
  type ComparedField,
  type InstallationKind,
  type Role,
} from '@smms/shared';
import { ACTIONS, type Action } from '../../lib/audit.js';
import type { ActivitiesTable, ReviewEventsTable } from '../schema.js';
import type { RuleRead } from './auto-commission.js';

/**
 * The demo's review history written as the API writes it (issue 36): each step is allowed by the shared rules
 * (TRANSITIONS, recommendationRefusal, a rejection with its category and comment; the rule only while on, for a
 * LIVE meter matching its DTR that no person rejected and whose approval was never undone), changes the columns
 * the API's call changes, and adds the review event and the audit entry that call adds (lifecycle/commission.ts,
 * commission.service.ts, discom's auto-commission.repo.ts and auto-commission.service.ts, lifecycle/install.ts).
 * A step the API would refuse throws: the demo never writes one.
 */

/** Someone in the demo's history, as the record names them: as they were when they acted. */
export interface DemoPerson {
  id: number;
  role: Role;
  name: string;
}

/** A review step on an installation, in the words of the API call that makes it. */
export type Move =
  | { kind: 'recommendation'; by: DemoPerson; to: string; category?: string; comment?: string }
  | { kind: 'decision'; by: DemoPerson; to: CommissionStatus; category?: string; comment?: string }
  /** The auto-commissioning rule, when the head-end first hears from the meter. */
  | { kind: 'auto-commission' }
  /** The super admin undoes the rule's approval, saying why. */
  | { kind: 'undo'; by: DemoPerson; comment: string }
  /** The super admin's working status (tech_support_progress): audited, in no queue, not in the record. */
  | { kind: 'working'; by: DemoPerson; to: string };

/** The columns the review steps change: what replaying an installation's record gives. */
export interface ReviewState {
  commissionStatus: CommissionStatus;
  techSupportStatus: string | null;
  techSupportProgress: string | null;
  rejectionCategory: string | null;
  /** Meters only: approved by the rule. */
  autoCommissioned: boolean;
  /** Modems only: the last rejection's comment. */
  rejectionReason: string | null;
  version: number;
  updatedAt: Date;
}

/** The installation a history is of, with what its audit entries and the rule read. */
export interface Subject {
  installation: InstallationKind;
  /** Its place in the demo's list of meters or modems: its id once inserted. */
  index: number;
  sno: string;
  division: string | null;
  live: boolean;
  /** Whether every compared field matches its DTR master row (meters), and what the rule reads of both. */
  dtr?: { matches: boolean; read: RuleRead | null };
}

/** A review event or an audit entry waiting for its installation's id. */
export type PendingEvent = Omit<Insertable<ReviewEventsTable>, 'installationId'> & { index: number };
export type PendingActivity = Omit<Insertable<ActivitiesTable>, 'entityId'> & {
  /** The installation's place in its list; null for an entry about no installation. */
  index: number | null;
};

/** The review state an installation was left in by a step of its record (its install, then each event's). */
export interface RecordedState {
  installation: InstallationKind;
  index: number;
  at: Date;
  commissionStatus: CommissionStatus;
  techSupportStatus: string | null;
}

/** What the demo's histories wrote, in the order they were written, under the auto-commissioning rule in force. */
export interface Journal {
  events: PendingEvent[];
  activities: PendingActivity[];
  /** The state each review event left its installation in (the overdue trend replays them). */
  states: RecordedState[];
  /** The rule's setting while the histories were made (on), as its events name it; null while off. */
  rule: { version: number; fields: ComparedField[] } | null;
}

const DECISION_ACTION: Record<InstallationKind, Record<CommissionStatus, Action>> = {
  meter: { Approved: ACTIONS.meterApproved, Rejected: ACTIONS.meterRejected, Pending: ACTIONS.meterReopened },
  modem: { Approved: ACTIONS.modemApproved, Rejected: ACTIONS.modemRejected, Pending: ACTIONS.modemReopened },
};

const refuse = (subject: Subject, why: string): never => {
  throw new Error(`demo history of ${subject.installation} ${subject.sno}: ${why}`);
};

/** The installation's history so far: its state, and whether an event of LEAVES_TO_PEOPLE has left it to people. */
export class History {
  state: ReviewState;
  private leftToPeople = false;
  private readonly snoKey: 'meterSno' | 'modemSno';

  constructor(
    private readonly journal: Journal,
    readonly subject: Subject,
    officer: DemoPerson,
    installedOn: Date,
    details: { location: string | null; photos?: number },
  ) {
    this.snoKey = subject.installation === 'meter' ? 'meterSno' : 'modemSno';
    this.state = {
      commissionStatus: 'Pending',
      techSupportStatus: null,
      techSupportProgress: null,
      rejectionCategory: null,
      autoCommissioned: false,
      rejectionReason: null,
      version: 1,
      updatedAt: installedOn,
    };
    this.event(installedOn, officer, { kind: 'installed', fromStatus: null, toStatus: 'Pending' });
    this.recorded(installedOn);
    const installed = subject.installation === 'meter' ? ACTIONS.meterInstalled : ACTIONS.modemInstalled;
    this.audit(
      installedOn,
      officer.id,
      installed,
      { officerId: officer.id, ...(details.photos === undefined ? {} : { photos: details.photos }) },
      details.location,
    );
  }

  /** Applies one step at `at`, or throws if the API would refuse it. */
  apply(move: Move, at: Date): void {
    this.perform(move, at);
    // A working status is audited but in no queue and not in the record.
    if (move.kind !== 'working') this.recorded(at);
  }

  private perform(move: Move, at: Date): void {
    switch (move.kind) {
      case 'working':
        return this.work(move, at);
      case 'auto-commission':
        return this.autoCommission(at);
      case 'undo':
        return this.undo(move, at);
      case 'recommendation':
        return this.recommend(move, at);
      case 'decision':
        return this.decide(move, at);
    }
  }

  /** POST /meters/bi-admin/update-tech-support with a working word: audited, no event. */
  private work(move: Extract<Move, { kind: 'working' }>, at: Date): void {
    if (move.by.role !== 'BI_SUPER_ADMIN' || isVerdict(move.to))
      refuse(this.subject, 'only the super admin sets a working status');
    this.audit(at, move.by.id, ACTIONS.techSupportUpdated, {
      from: this.state.techSupportProgress,
      to: move.to,
      comment: null,
      category: null,
      working: true,
    });
    this.changed(at, { techSupportProgress: move.to });
  }

  /** discom's autoCommission, triggered when the head-end first hears from the meter. */
  private autoCommission(at: Date): void {
    const { subject } = this;
    const { rule } = this.journal;
    const read = subject.dtr?.read;
    if (!rule) return refuse(subject, 'the rule is off');
    if (subject.installation !== 'meter' || this.state.commissionStatus !== 'Pending' || !subject.live)
      refuse(subject, 'the rule approves only a LIVE Pending meter');
    if (!subject.dtr?.matches || !read || this.leftToPeople)
      return refuse(subject, 'the rule leaves it to people');
    const dtrNo = read.meter.dtrNo;
    const setting = { version: rule.version, fields: rule.fields };
    this.event(at, null, {
      kind: 'auto-commission',
      fromStatus: 'Pending',
      toStatus: 'Approved',
      rule: JSON.stringify({ rule: AUTO_COMMISSION_RULE, trigger: 'live', dtrNo, setting, ...read }),
    });
    this.audit(at, null, ACTIONS.meterAutoCommissioned, {
      by: 'system',
      rule: AUTO_COMMISSION_RULE,
      trigger: 'live',
      settingVersion: rule.version,
      dtrNo,
      from: 'Pending',
      to: 'Approved',
    });
    this.changed(at, { commissionStatus: 'Approved', autoCommissioned: true });
  }

  /** POST /meters/{id}/undo-auto-commission: back to people for good. */
  private undo(move: Extract<Move, { kind: 'undo' }>, at: Date): void {
    const s = this.state;
    if (move.by.role !== 'BI_SUPER_ADMIN' || s.commissionStatus !== 'Approved' || !s.autoCommissioned)
      refuse(this.subject, "only the super admin undoes the rule's approval");
    if (!move.comment.trim()) refuse(this.subject, 'an undo says why');
    const step = { fromStatus: 'Approved', toStatus: 'Pending', comment: move.comment };
    this.event(at, move.by, { kind: 'auto-commission-undone', ...step });
    this.audit(at, move.by.id, ACTIONS.meterAutoCommissionUndone, {
      from: 'Approved',
      to: 'Pending',
      comment: move.comment,
    });
    this.changed(at, BACK_TO_REVIEW);
  }

  /** A rejection's category and comment, checked as the API checks them; neither is kept on an approval. */
  private said(move: { to: string; category?: string; comment?: string }) {
    const rejecting = move.to === 'Rejected' || move.to === TECH_REJECTED;
    if (rejecting && rejectionProblems({ comment: move.comment, rejectionCategory: move.category }))
      refuse(this.subject, 'a rejection needs its category and comment');
    return { rejecting, category: rejecting ? (move.category ?? null) : null, comment: move.comment ?? null };
  }

  /** POST /meters/bi-admin/update-tech-support with a verdict. */
  private recommend(move: Extract<Move, { kind: 'recommendation' }>, at: Date): void {
    const { subject } = this;
    const from = this.state.techSupportStatus;
    if (subject.installation !== 'meter' || !isVerdict(move.to))
      refuse(subject, 'a recommendation is a verdict on a meter');
    const refusal = recommendationRefusal(move.by.role, move.to, this.state.commissionStatus);
    if (refusal) refuse(subject, `recommendation by ${move.by.role}: ${refusal}`);
    const { category, comment } = this.said(move);
    this.event(at, move.by, {
      kind: 'recommendation',
      fromStatus: from,
      toStatus: move.to,
      category,
      comment,
    });
    this.audit(at, move.by.id, ACTIONS.techSupportUpdated, {
      from,
      to: move.to,
      comment,
      category,
      working: false,
    });
    this.changed(at, { techSupportStatus: move.to, rejectionCategory: category });
  }

  /** PUT /meters/{id}/commission-status or /modem/{id}/commission-status (lifecycle/commission.ts). */
  private decide(move: Extract<Move, { kind: 'decision' }>, at: Date): void {
    const { subject } = this;
    const from = this.state.commissionStatus;
    const refusal = transitionRefusal(move.by.role, from, move.to, move.comment);
    if (refusal) refuse(subject, `${from} -> ${move.to} by ${move.by.role}: ${refusal}`);
    const { rejecting, category, comment } = this.said(move);
    this.event(at, move.by, { kind: 'decision', fromStatus: from, toStatus: move.to, category, comment });
    const action = DECISION_ACTION[subject.installation][move.to];
    this.audit(at, move.by.id, action, { from, to: move.to, comment, category });
    this.changed(at, {
      commissionStatus: move.to,
      rejectionCategory: category,
      // A reopen clears the verdict: the installation awaits a fresh recommendation.
      ...(move.to === 'Pending' ? { techSupportStatus: null } : {}),
      ...(subject.installation === 'meter'
        ? { autoCommissioned: false }
        : { rejectionReason: rejecting ? comment : null }),
    });
  }

  private recorded(at: Date): void {
    const { commissionStatus, techSupportStatus } = this.state;
    const { installation, index } = this.subject;
    this.journal.states.push({ installation, index, at, commissionStatus, techSupportStatus });
  }

  private changed(at: Date, values: Partial<ReviewState>): void {
    this.state = { ...this.state, ...values, version: this.state.version + 1, updatedAt: at };
  }

  private event(
    at: Date,
    actor: DemoPerson | null,
    values: Pick<PendingEvent, 'kind' | 'fromStatus' | 'toStatus'> & Partial<PendingEvent>,
  ): void {
    if (leavesToPeople({ kind: values.kind, to: values.toStatus })) this.leftToPeople = true;
    this.journal.events.push({
      installation: this.subject.installation,
      index: this.subject.index,
      at,
      actorId: actor?.id ?? null,
      actorRole: actor?.role ?? null,
      actorName: actor?.name ?? REVIEW_RECORD_TEXTS.rule,
      category: null,
      comment: null,
      rule: null,
      ...values,
    });
  }

  /** The audit entry of a step, where the API writes it: the installation's division (an install: its own). */
  private audit(
    at: Date,
    actorId: number | null,
    action: Action,
    details: Record<string, unknown>,
    location: string | null = this.subject.division,
  ): void {
    this.journal.activities.push({
      at,
      actorId,
      action,
      entityType: this.subject.installation,
      index: this.subject.index,
      location,
      details: JSON.stringify({ [this.snoKey]: this.subject.sno, ...details }),
      ip: null,
    });
  }
}
