import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../db/connection.js';
import { ROLE_OF, type Who } from './review-world.js';

/**
 * What the review property (review.property.test.ts) reads after each step, straight from the database, and the
 * invariants of issue 36 it holds the installations and their review record to. Written from docs/review.md's
 * "Review" paragraphs and DESIGN §5/§7, not from the lifecycle module, so that a slip there shows here.
 */

export interface Installation {
  kind: 'meter' | 'modem';
  id: number;
  sno: string;
  officerId: number;
  commissionStatus: string;
  communicationStatus: string;
  techSupportStatus: string | null;
  autoCommissioned: boolean;
  version: number;
  /** The whole row, as text: a refused call must leave it byte for byte. */
  raw: string;
}

export interface EventRow {
  id: number;
  installation: 'meter' | 'modem';
  installationId: number;
  kind: string;
  actorId: number | null;
  actorRole: string | null;
  from: string | null;
  to: string;
  /** The whole event, as text: no call may change it. */
  raw: string;
}

export interface Snapshot {
  installations: Map<string, Installation>;
  /** The events written since the run began (every one on the run's installations), oldest first. */
  events: EventRow[];
  /** Whether the super admin's auto-commissioning rule is on (off when never set). */
  ruleOn: boolean;
}

export const keyOf = (kind: 'meter' | 'modem', id: number) => `${kind}:${id}`;

/** The run's installations (their numbers start with `tag-`) and the events since `watermark`. */
export async function snapshot(db: Db, tag: string, watermark: number): Promise<Snapshot> {
  const like = `${tag}-%`;
  const { rows } = await sql<Installation>`
    select 'meter' as kind, id, meter_sno as sno, field_officer_id as "officerId", commission_status as "commissionStatus",
           communication_status as "communicationStatus", tech_support_status as "techSupportStatus",
           auto_commissioned as "autoCommissioned", version, row_to_json(m)::text as raw
      from meters m where meter_sno like ${like}
    union all
    select 'modem', id, modem_sno, field_officer_id, commission_status, communication_status, tech_support_status,
           false, version, row_to_json(d)::text
      from modems d where modem_sno like ${like}`.execute(db);
  const events = await sql<EventRow>`
    select id, installation, installation_id as "installationId", kind, actor_id as "actorId",
           actor_role as "actorRole", from_status as "from", to_status as "to", row_to_json(e)::text as raw
      from review_events e where id > ${watermark} order by id`.execute(db);
  const rule = await sql<{ value: unknown }>`
    select value from settings where key = 'autoCommission'`.execute(db);
  const value = rule.rows[0]?.value;
  const setting = (typeof value === 'string' ? JSON.parse(value) : value) as
    { enabled?: boolean } | undefined;
  return {
    installations: new Map(rows.map((row) => [keyOf(row.kind, row.id), row])),
    events: events.rows,
    ruleOn: setting?.enabled === true,
  };
}

/** Every event up to `upTo`, as text by id: what the record held before a run. */
export async function eventsUpTo(db: Db, upTo: number): Promise<Map<number, string>> {
  const { rows } = await sql<{ id: number; raw: string }>`
    select id, row_to_json(e)::text as raw from review_events e where id <= ${upTo} order by id`.execute(db);
  return new Map(rows.map((r) => [r.id, r.raw]));
}

/** The newest event's id (0 for none). */
export async function lastEventId(db: Db): Promise<number> {
  const { rows } = await sql<{ id: number | null }>`select max(id) as id from review_events`.execute(db);
  return Number(rows[0]?.id ?? 0);
}

/** How many events there are up to `upTo` and a digest of their text: cheap to compare after every step. */
export async function digestUpTo(db: Db, upTo: number): Promise<string> {
  const { rows } = await sql<{ n: number; digest: string | null }>`
    select count(*)::int as n, md5(string_agg(row_to_json(e)::text, E'\n' order by id)) as digest
      from review_events e where id <= ${upTo}`.execute(db);
  return `${rows[0]?.n}:${rows[0]?.digest ?? ''}`;
}

const PERSON_DECIDES = 'BI_SUPER_ADMIN';
const REOPENERS = ['BI_SUPER_ADMIN', 'AE_ADMIN', 'FIELD_OFFICER'];
const RECOMMENDERS = ['BI_ADMIN', 'BI_SUPER_ADMIN'];
const INSTALLERS = ['BI_SUPER_ADMIN', 'AE_ADMIN', 'FIELD_OFFICER'];
const VERDICTS = ['APPROVED', 'REJECTED'];
/** The events that set a commission status. */
const STATUS_KINDS = [
  'decision',
  'auto-commission',
  'auto-commission-undone',
  'evidence-changed',
  'decision-undone',
];

/**
 * One installation against its record, replayed from the first event: each event starts where the one before
 * left the installation and is one a person of that role, or the super admin's rule, may write; and where the
 * record ends is where the installation is.
 */
export function checkInstallation(
  inst: Installation,
  events: readonly EventRow[],
  ids: Record<Who, number>,
): void {
  const where = `${inst.kind} ${inst.sno} (#${inst.id}) after events ${JSON.stringify(events.map((e) => e.raw))}`;
  const roleOfId = new Map(Object.entries(ids).map(([who, id]) => [id, ROLE_OF[who as Who]]));
  expect(events[0]?.kind, `${where}: the record begins with the install`).toBe('installed');
  let status = 'Pending';
  /** The last verdict since the installation last went back to Pending. */
  let verdict: string | null = null;
  let rejectedByPerson = false;
  /** The super admin has undone an approval of the rule's, or a decision of their own: the rule never approves it again. */
  let undone = false;
  /** A recommendation was given since the last reopening, and the evidence has changed since the latest one. */
  let recommended = false;
  let changedSinceRecommendation = false;
  /** The last decision (a person's or the rule's) since the installation last went back to Pending. */
  let decided: EventRow | null = null;
  let previous: EventRow | null = null;
  for (const e of events) {
    const prior = previous;
    previous = e;
    if (e.actorId !== null)
      expect(roleOfId.get(e.actorId), `${where}: event ${e.id} names its actor's role`).toBe(e.actorRole);
    switch (e.kind) {
      case 'installed':
        expect(e, `${where}: one install, first`).toBe(events[0]);
        expect(INSTALLERS, `${where}: installed by an installer`).toContain(e.actorRole);
        expect(e.to, `${where}: installed Pending`).toBe('Pending');
        continue;
      case 'recommendation':
        expect(RECOMMENDERS, `${where}: event ${e.id} is a reviewer's recommendation`).toContain(e.actorRole);
        expect(status, `${where}: recommendation ${e.id} is on an undecided installation`).toBe('Pending');
        expect(VERDICTS, `${where}: recommendation ${e.id} is a verdict`).toContain(e.to);
        expect(e.from, `${where}: recommendation ${e.id} starts from the verdict before it`).toBe(verdict);
        verdict = e.to;
        recommended = true;
        changedSinceRecommendation = false;
        continue;
      case 'decision': {
        expect(e.from, `${where}: decision ${e.id} starts where the installation was`).toBe(status);
        const reopen = e.from === 'Rejected' && e.to === 'Pending';
        const allowed = reopen ? REOPENERS : [PERSON_DECIDES];
        expect(allowed, `${where}: decision ${e.id} (${e.from} → ${e.to}) by its role`).toContain(
          e.actorRole,
        );
        expect(
          ['Pending>Approved', 'Pending>Rejected', 'Approved>Rejected', 'Rejected>Pending'],
          `${where}: decision ${e.id} is a transition of DESIGN §5`,
        ).toContain(`${e.from}>${e.to}`);
        status = e.to;
        if (e.to === 'Rejected') rejectedByPerson = true;
        if (reopen) recommended = changedSinceRecommendation = false;
        break;
      }
      case 'auto-commission':
        expect(e.actorId, `${where}: auto-commission ${e.id} is the rule's, nobody's`).toBeNull();
        expect([e.from, e.to, status], `${where}: auto-commission ${e.id}`).toEqual([
          'Pending',
          'Approved',
          'Pending',
        ]);
        expect(rejectedByPerson, `${where}: the rule approved ${e.id} after a person rejected it`).toBe(
          false,
        );
        expect(undone, `${where}: the rule approved ${e.id} again after the super admin undid it`).toBe(
          false,
        );
        expect(verdict, `${where}: the rule approved ${e.id} against a recommendation to reject`).not.toBe(
          'REJECTED',
        );
        expect(
          changedSinceRecommendation,
          `${where}: the rule approved ${e.id} on evidence changed since its recommendation`,
        ).toBe(false);
        status = 'Approved';
        break;
      case 'auto-commission-undone':
        expect(e.actorRole, `${where}: only the super admin undoes the rule (${e.id})`).toBe(PERSON_DECIDES);
        expect([e.from, e.to, status], `${where}: undo ${e.id}`).toEqual(['Approved', 'Pending', 'Approved']);
        expect(decided?.kind, `${where}: undo ${e.id} undoes the rule's approval`).toBe('auto-commission');
        undone = true;
        status = 'Pending';
        break;
      case 'decision-undone':
        // A person's own Approve or Reject, taken back at once: the decision is the event just before.
        expect(prior, `${where}: undo ${e.id} follows the decision it undoes`).toBe(decided);
        expect(decided?.kind, `${where}: undo ${e.id} undoes a person's decision`).toBe('decision');
        expect(decided?.from, `${where}: undo ${e.id} undoes an Approve or a Reject`).toBe('Pending');
        expect(e.actorId, `${where}: undo ${e.id} is by whoever decided`).toBe(decided?.actorId);
        expect([e.from, e.to], `${where}: undo ${e.id}`).toEqual([status, 'Pending']);
        undone = true;
        status = 'Pending';
        // The verdict stands as it stood when the decision was made.
        decided = null;
        continue;
      case 'evidence-changed':
        expect(e.from, `${where}: evidence change ${e.id} starts where the installation was`).toBe(status);
        expect(e.to, `${where}: evidence change ${e.id} sends an approval back to review`).toBe(
          status === 'Approved' ? 'Pending' : status,
        );
        status = e.to;
        if (recommended) changedSinceRecommendation = true;
        break;
      default:
        throw new Error(`${where}: unknown event kind ${e.kind}`);
    }
    if (STATUS_KINDS.includes(e.kind) && e.to === 'Pending') {
      // Back to Pending: the installation awaits a fresh recommendation and a fresh decision.
      verdict = null;
      decided = null;
    } else if (e.kind === 'decision' || e.kind === 'auto-commission') decided = e;
  }
  expect(inst.commissionStatus, `${where}: the state is the record's last decision`).toBe(status);
  if (status !== 'Pending') {
    // The headline of issue 36: every decided installation was decided by the super admin or its rule.
    expect(decided, `${where}: a decided installation has its decision in the record`).not.toBeNull();
    expect(decided?.actorId === null || decided?.actorRole === PERSON_DECIDES, `${where}: decided by`).toBe(
      true,
    );
    expect(decided?.to, `${where}: the state equals the last decision`).toBe(status);
  }
  expect(inst.techSupportStatus, `${where}: tech support status is the last verdict since Pending`).toBe(
    verdict,
  );
  if (inst.autoCommissioned) {
    expect(decided?.kind, `${where}: auto-commissioned by the rule's event`).toBe('auto-commission');
    expect(inst.communicationStatus, `${where}: the rule approves only a LIVE meter`).toBe('LIVE');
  }
}

/** Every installation of the run against its record. */
export function checkState(now: Snapshot, ids: Record<Who, number>): void {
  const byInstallation = new Map<string, EventRow[]>();
  for (const e of now.events) {
    const key = keyOf(e.installation, e.installationId);
    byInstallation.set(key, [...(byInstallation.get(key) ?? []), e]);
  }
  for (const key of byInstallation.keys())
    expect(now.installations.has(key), `events name ${key}, which is no installation of the run`).toBe(true);
  for (const [key, inst] of now.installations) checkInstallation(inst, byInstallation.get(key) ?? [], ids);
}

/**
 * One call's effect: the record only grows; a refused call changes nothing; and a call by anyone but the super
 * admin decides nothing: its only decisions are reopenings of its own, and an installation it touched is
 * approved only by the rule's event, rejected by nobody.
 */
export function checkStep(
  before: Snapshot,
  after: Snapshot,
  call: { who: Who; status: number; changesNothing?: boolean },
  ids: Record<Who, number>,
) {
  const { who, status } = call;
  const what = `${who}'s call (answered ${status})`;
  const kept = after.events.slice(0, before.events.length).map((e) => e.raw);
  expect(kept, `${what}: every event seen before is still there, unchanged`).toEqual(
    before.events.map((e) => e.raw),
  );
  const added = after.events.slice(before.events.length);
  if (status >= 400 || call.changesNothing) {
    expect(
      added.map((e) => e.raw),
      `${what}: a refused call adds no event`,
    ).toEqual([]);
    expect(
      [...after.installations.values()].map((i) => i.raw),
      `${what}: a refused call changes nothing`,
    ).toEqual([...before.installations.values()].map((i) => i.raw));
    return;
  }
  for (const e of added)
    if (e.actorId !== null) expect(e.actorId, `${what}: event ${e.raw} is the caller's`).toBe(ids[who]);
    else {
      expect(e.kind, `${what}: an event without a person is the rule's (${e.raw})`).toBe('auto-commission');
      expect(
        before.ruleOn,
        `${what}: the rule approves only while the super admin has it on (${e.raw})`,
      ).toBe(true);
    }
  if (ROLE_OF[who] === PERSON_DECIDES) return;
  for (const e of added.filter((x) => x.kind === 'decision'))
    expect(`${e.from}>${e.to}`, `${what}: its only decision is a reopening (${e.raw})`).toBe(
      'Rejected>Pending',
    );
  for (const [key, inst] of after.installations) {
    const was = before.installations.get(key)?.commissionStatus ?? 'Pending';
    if (was === inst.commissionStatus) continue;
    const mine = added.filter((e) => keyOf(e.installation, e.installationId) === key);
    expect(inst.commissionStatus, `${what}: rejects nothing (${key})`).not.toBe('Rejected');
    if (inst.commissionStatus === 'Approved')
      expect(
        mine.map((e) => e.kind),
        `${what}: approves only through the rule (${key})`,
      ).toContain('auto-commission');
  }
}
