import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTO_COMMISSION_RULE,
  comparable,
  compareWithDiscom,
  isRejectionCategory,
  isVerdict,
  meterDiscomValues,
  recommendationRefusal,
  REVIEW_RECORD_TEXTS,
  TECH_REJECTED,
  transitionRefusal,
  type CommissionStatus,
  type Role,
  type WaitingResponse,
} from '@smms/shared';
import { ACTIONS } from '../lib/audit.js';
import { createTestApp, signIn, type TestApp } from '../test/test-app.js';
import { loadDemoData } from './demo-data.js';
import { LATE_DIVISION } from './demo/installations.js';
import { DEMO_PASSWORD } from './demo/people.js';

/**
 * Issue 36 item 6: the demo's history is one the API would have written. Every installation's review record is
 * replayed here through the shared rules (TRANSITIONS by each event's actor_role; recommendationRefusal; the
 * auto-commissioning rule only while the super admin has it on, for a LIVE meter matching its DTR that no person
 * rejected and whose approval was never undone; an undo only of the rule's approval, by the super admin): each
 * step must be allowed, and the replay must end in the stored row. The audit log holds each step's entry as the
 * API writes it, and the dashboards read counts that agree with the record.
 */
let t: TestApp;
let installations: Installation[];
let ruleChanges: RuleChange[];
const db = () => t.app.dbHandle.db;

/** A change of the auto-commissioning rule, from the audit log: the setting from then on. */
interface RuleChange {
  at: number;
  version: number;
  after: { enabled: boolean; fields: string[] };
}

interface Event {
  installation: 'meter' | 'modem';
  installationId: number;
  kind: string;
  at: Date;
  actorId: number | null;
  actorRole: string | null;
  actorName: string;
  fromStatus: string | null;
  toStatus: string;
  category: string | null;
  comment: string | null;
  rule: unknown;
}

/** The columns the review record decides: what the replay must give. */
interface Decided {
  commissionStatus: CommissionStatus;
  techSupportStatus: string | null;
  rejectionCategory: string | null;
  autoCommissioned: boolean;
  rejectionReason: string | null;
}

interface Installation {
  kind: 'meter' | 'modem';
  id: number;
  sno: string;
  installedOn: Date;
  fieldOfficerId: number;
  live: boolean;
  /** Whether its data match its DTR master row, by the comparison rule the server uses. */
  matchesDtr: boolean;
  /** What the rule reads of the meter and of its master row (auto-commission.repo.ts comparedJsonSql). */
  read: { meter: Record<string, string | null>; dtr: Record<string, string | null> } | null;
  dtrSno: string | null;
  comments: string | null;
  techSupportProgress: string | null;
  stored: Decided;
  events: Event[];
}

beforeAll(async () => {
  t = await createTestApp();
  // The demo brings its own superadmin: it loads before the bootstrap admin exists (npm run demo).
  await db().deleteFrom('users').where('username', '=', 'superadmin').execute();
  await loadDemoData(db(), {
    photos: t.app.photos,
    size: { officers: 24, meters: 1500, modems: 400, photos: 0, modemPhotos: 0 },
  });
  installations = await readInstallations();
  const changes = await db()
    .selectFrom('activities')
    .select(['at', 'details'])
    .where('action', '=', ACTIONS.settingChanged)
    .orderBy('at')
    .orderBy('id')
    .execute();
  ruleChanges = changes
    .map((c) => ({ at: new Date(c.at).getTime(), ...(parsed(c.details) as Omit<RuleChange, 'at'>) }))
    .filter((c) => (c as { setting?: string }).setting === 'autoCommission');
});
afterAll(() => t.close());

async function readInstallations(): Promise<Installation[]> {
  const rows = await db().selectFrom('reviewEvents').selectAll().orderBy('id').execute();
  const events: Event[] = rows.map((e) => ({ ...e, at: new Date(e.at) }));
  const recordOf = new Map<string, Event[]>();
  for (const e of events) {
    const key = `${e.installation}:${e.installationId}`;
    recordOf.set(key, [...(recordOf.get(key) ?? []), e]);
  }
  const master = new Map(
    (await db().selectFrom('dtrReference').selectAll().execute()).map((d) => [comparable(d.dtrNo), d]),
  );
  const meters = (await db().selectFrom('meters').selectAll().execute()).map((m) => {
    const dtr = m.dtrSno ? master.get(comparable(m.dtrSno)) : undefined;
    return {
      kind: 'meter' as const,
      ...m,
      sno: m.meterSno,
      matchesDtr: dtr !== undefined && compareWithDiscom(meterDiscomValues(m), dtr).match,
      read: dtr
        ? {
            meter: {
              dtrNo: m.dtrSno,
              substation: m.substationName,
              district: m.division,
              edc: m.organization,
              capacity: m.dtrCapacity,
            },
            dtr: {
              dtrNo: dtr.dtrNo,
              substation: dtr.substation,
              district: dtr.district,
              edc: dtr.edc,
              capacity: dtr.capacity,
            },
          }
        : null,
      rejectionReason: null,
    };
  });
  const modems = (await db().selectFrom('modems').selectAll().execute()).map((m) => ({
    kind: 'modem' as const,
    ...m,
    sno: m.modemSno,
    matchesDtr: false,
    read: null,
    dtrSno: null,
    autoCommissioned: false,
  }));
  return [...meters, ...modems].map((i) => ({
    ...i,
    live: i.communicationStatus === 'LIVE',
    installedOn: new Date(i.installedOn),
    stored: {
      commissionStatus: i.commissionStatus,
      techSupportStatus: i.techSupportStatus,
      rejectionCategory: i.rejectionCategory,
      autoCommissioned: i.autoCommissioned,
      rejectionReason: i.rejectionReason,
    },
    events: recordOf.get(`${i.kind}:${i.id}`) ?? [],
  }));
}

type People = Map<
  number,
  { role: string; name: string; createdBy: number | null; createdAt: number; accessLevel: string }
>;

/** Replays one installation's record; each step the API would not have made is a problem. */
function replay(i: Installation, people: People, problems: string[]): Decided {
  const check = (ok: unknown, what: string) => {
    if (!ok) problems.push(`${i.kind} ${i.sno}: ${what}`);
  };
  const [installed, ...steps] = i.events;
  const officer = people.get(i.fieldOfficerId);
  check(
    installed?.kind === 'installed' &&
      installed.fromStatus === null &&
      installed.toStatus === 'Pending' &&
      installed.actorId === i.fieldOfficerId &&
      installed.actorRole === 'FIELD_OFFICER' &&
      installed.actorName === officer?.name &&
      installed.at.getTime() === i.installedOn.getTime(),
    'the record starts with its install by its field officer',
  );
  const s: Decided = {
    commissionStatus: 'Pending',
    techSupportStatus: null,
    rejectionCategory: null,
    autoCommissioned: false,
    rejectionReason: null,
  };
  /** A person rejected it, or recommended rejecting it, or undid the rule's approval: the rule passes it by. */
  let leftToPeople = false;
  let last = i.installedOn.getTime();
  for (const e of steps) {
    const step = `${e.kind} ${e.fromStatus} -> ${e.toStatus} by ${e.actorRole}`;
    check(
      e.at.getTime() >= last && e.at.getTime() <= Date.now(),
      `${step} is in time order, not in the future`,
    );
    last = e.at.getTime();
    const rejecting = e.toStatus === 'Rejected' || e.toStatus === TECH_REJECTED;
    if (rejecting)
      check(isRejectionCategory(e.category) && e.comment?.trim(), `${step} has a category and comment`);
    else check(e.category === null, `${step} has no category`);
    leftToPeople ||= rejecting;
    if (e.kind === 'auto-commission') {
      const rule = ruleChanges.filter((c) => c.at <= e.at.getTime()).at(-1);
      check(rule?.after.enabled, `${step}: the super admin had turned the rule on`);
      check(
        i.kind === 'meter' &&
          e.actorId === null &&
          e.actorName === REVIEW_RECORD_TEXTS.rule &&
          canonical(parsed(e.rule)) ===
            canonical({
              rule: AUTO_COMMISSION_RULE,
              trigger: 'live',
              dtrNo: i.dtrSno,
              setting: { version: rule?.version, fields: rule?.after.fields },
              ...i.read,
            }),
        `${step} names the rule, its setting and what it read`,
      );
      check(
        s.commissionStatus === 'Pending' && e.fromStatus === 'Pending' && e.toStatus === 'Approved',
        `${step} approves a Pending meter`,
      );
      check(i.live && i.matchesDtr && !leftToPeople, `${step}: the rule may approve this meter`);
      Object.assign(s, { commissionStatus: 'Approved', autoCommissioned: true });
      continue;
    }
    // A person's step: as they were, and on an installation they could act on.
    const actor = people.get(e.actorId ?? 0);
    check(actor?.role === e.actorRole && actor?.name === e.actorName, `${step} names its actor as they are`);
    check(actor && actor.createdAt <= e.at.getTime(), `${step} by someone who was there then`);
    const view = i.kind === 'meter' ? 'Meters' : 'Modems';
    check(
      actor?.role === 'BI_SUPER_ADMIN' || actor?.accessLevel.includes(view),
      `${step} in a view they work in`,
    );
    if (e.actorRole === 'FIELD_OFFICER') check(e.actorId === i.fieldOfficerId, `${step} by its own officer`);
    if (e.actorRole === 'AE_ADMIN')
      check(e.actorId === officer?.createdBy, `${step} by its officer's AE_ADMIN`);
    if (e.kind === 'recommendation') {
      check(i.kind === 'meter' && isVerdict(e.toStatus), `${step} is a verdict on a meter`);
      const refusal = recommendationRefusal(e.actorRole as Role, e.toStatus, s.commissionStatus);
      check(refusal === null, `${step} is allowed (${refusal})`);
      check(e.fromStatus === s.techSupportStatus, `${step} starts from the verdict before it`);
      Object.assign(s, { techSupportStatus: e.toStatus, rejectionCategory: e.category });
      continue;
    }
    if (e.kind === 'auto-commission-undone') {
      check(
        e.actorRole === 'BI_SUPER_ADMIN' && s.commissionStatus === 'Approved' && s.autoCommissioned,
        `${step}: the super admin undoes an approval of the rule's`,
      );
      check(e.fromStatus === 'Approved' && e.toStatus === 'Pending' && e.comment?.trim(), `${step} says why`);
      leftToPeople = true;
      Object.assign(s, {
        commissionStatus: 'Pending',
        autoCommissioned: false,
        techSupportStatus: null,
        rejectionCategory: null,
      });
      continue;
    }
    const to = e.toStatus as CommissionStatus;
    check(
      e.kind === 'decision' && e.fromStatus === s.commissionStatus,
      `${step} is a decision from the state`,
    );
    check(
      transitionRefusal(e.actorRole as Role, s.commissionStatus, to, e.comment) === null,
      `${step} is allowed`,
    );
    Object.assign(s, {
      commissionStatus: to,
      rejectionCategory: e.category,
      // A reopen clears the verdict: the installation awaits a fresh recommendation.
      ...(to === 'Pending' ? { techSupportStatus: null } : {}),
      ...(i.kind === 'meter'
        ? { autoCommissioned: false }
        : { rejectionReason: rejecting ? e.comment : null }),
    });
  }
  return s;
}

/** A value as JSON with every object's keys in order (jsonb keeps its own order). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
const parsed = (json: unknown) => (typeof json === 'string' ? (JSON.parse(json) as unknown) : json);

describe('the demo history (issue 36)', () => {
  it("replays every meter's and modem's record through the shared rules to its stored row", async () => {
    const users = await db().selectFrom('users').selectAll().execute();
    const people: People = new Map(
      users.map((u) => [
        u.id,
        {
          role: u.role,
          name: `${u.firstName} ${u.lastName}`.trim(),
          createdBy: u.createdBy,
          createdAt: new Date(u.createdAt).getTime(),
          accessLevel: u.accessLevel,
        },
      ]),
    );
    const problems: string[] = [];
    for (const i of installations) {
      const replayed = replay(i, people, problems);
      if (canonical(replayed) !== canonical(i.stored))
        problems.push(
          `${i.kind} ${i.sno}: stored ${JSON.stringify(i.stored)}, replayed ${JSON.stringify(replayed)}`,
        );
    }
    expect(problems.slice(0, 20)).toEqual([]);
    // Every kind of step is there: the screens and the e2e journeys need each.
    const kinds = new Set(
      installations.flatMap((i) => i.events.map((e) => `${i.kind} ${e.kind} ${e.toStatus}`)),
    );
    for (const kind of [
      'meter recommendation APPROVED',
      'meter recommendation REJECTED',
      'meter decision Approved',
      'meter decision Rejected',
      'meter decision Pending',
      'meter auto-commission Approved',
      'meter auto-commission-undone Pending',
      'modem decision Approved',
      'modem decision Rejected',
      'modem decision Pending',
    ])
      expect(kinds, kind).toContain(kind);
    expect(kinds).not.toContain('modem recommendation APPROVED');
  });

  it('has the audit entry each step’s call writes, at its time and by its actor, so History agrees', async () => {
    const entries = await db()
      .selectFrom('activities')
      .select(['at', 'actorId', 'action', 'entityType', 'entityId', 'details'])
      .where('entityType', 'in', ['meter', 'modem'])
      .orderBy('at')
      .orderBy('id')
      .execute();
    const auditOf = new Map<string, typeof entries>();
    for (const a of entries) {
      const key = `${a.entityType}:${a.entityId}`;
      auditOf.set(key, [...(auditOf.get(key) ?? []), a]);
    }
    const problems: string[] = [];
    for (const i of installations) {
      const audit = auditOf.get(`${i.kind}:${i.id}`) ?? [];
      const working = audit.filter((a) => (parsed(a.details) as { working?: boolean }).working === true);
      const steps = audit.filter((a) => !working.includes(a));
      const expected = i.events.map((e) => ({
        at: e.at.getTime(),
        actorId: e.actorId,
        action: actionOf(i.kind, e),
        ...(e.kind === 'installed'
          ? { officerId: i.fieldOfficerId }
          : e.kind === 'auto-commission'
            ? {
                by: 'system',
                rule: AUTO_COMMISSION_RULE,
                trigger: 'live',
                settingVersion: (parsed(e.rule) as { setting: { version: number } }).setting.version,
                dtrNo: i.dtrSno,
                from: 'Pending',
                to: 'Approved',
              }
            : e.kind === 'auto-commission-undone'
              ? { from: e.fromStatus, to: e.toStatus, comment: e.comment }
              : { from: e.fromStatus, to: e.toStatus, comment: e.comment, category: e.category }),
      }));
      const actual = steps.map((a) => {
        const all = parsed(a.details) as Record<string, unknown>;
        const { meterSno, modemSno, photos: _photos, working: _working, ...details } = all;
        if ((meterSno ?? modemSno) !== i.sno)
          problems.push(`${i.kind} ${i.sno}: an entry names ${String(meterSno ?? modemSno)}`);
        return { at: new Date(a.at).getTime(), actorId: a.actorId, action: a.action, ...details };
      });
      if (canonical(actual) !== canonical(expected))
        problems.push(
          `${i.kind} ${i.sno}: audit ${JSON.stringify(actual)}, record ${JSON.stringify(expected)}`,
        );
      // The super admin's working status is audited too, and the last one set is the stored one.
      const lastWord = (parsed(working.at(-1)?.details) as { to?: string } | undefined)?.to ?? null;
      if (i.kind === 'meter' && lastWord !== i.techSupportProgress)
        problems.push(`meter ${i.sno}: working status ${i.techSupportProgress}, audited ${lastWord}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('keeps in comments only installers’ notes, never a reviewer’s words', () => {
    const reviewerWords = new Set(installations.flatMap((i) => i.events.map((e) => e.comment)));
    const notes = installations.filter((i) => i.comments !== null);
    expect(notes.length).toBeGreaterThan(installations.length / 5);
    expect(notes.filter((i) => reviewerWords.has(i.comments))).toEqual([]);
  });

  it('gives the dashboards, the bells and the trend counts that agree with the record', async () => {
    const replayedMeters = installations.filter((i) => i.kind === 'meter');
    const pending = replayedMeters.filter((i) => i.stored.commissionStatus === 'Pending');
    const get = async (cookie: string, url: string) =>
      (await t.app.inject({ url: `/api/v1${url}`, headers: { cookie } })).json().data;
    const superadmin = await signIn(t.app, 'superadmin', DEMO_PASSWORD);
    const biadmin = await signIn(t.app, 'biadmin', DEMO_PASSWORD);
    for (const kind of ['meter', 'modem'] as const) {
      const all = installations.filter((i) => i.kind === kind);
      const state = (s: CommissionStatus) => all.filter((i) => i.stored.commissionStatus === s).length;
      expect(
        await get(superadmin, `/dashboard?view=${kind === 'meter' ? 'Meters' : 'Modems'}`),
      ).toMatchObject({
        installed: all.length,
        commissioned: all.filter((i) => i.live).length,
        accepted: state('Approved'),
        rejected: state('Rejected'),
        pending: state('Pending'),
      });
    }
    // The bell's badge: the sum of its items (the super admin's: recommended approve, recommended reject), an
    // overdue item being part of another's list (issue 41).
    const bell = async (cookie: string) =>
      ((await get(cookie, '/notifications?view=Meters')) as { count: number; overdue?: boolean }[]).reduce(
        (n, i) => n + (i.overdue ? 0 : i.count),
        0,
      );
    expect(await bell(biadmin)).toBe(pending.filter((i) => i.stored.techSupportStatus === null).length);
    expect(await bell(superadmin)).toBe(pending.filter((i) => i.stored.techSupportStatus !== null).length);

    // The trend's approvals are the record's approvals (a person's or the rule's) on its days.
    const trend = await get(superadmin, '/dashboard/trend?view=Meters');
    const since = trend.days[0].day as string;
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from review_events
       where installation = 'meter' and to_status = 'Approved' and kind in ('decision', 'auto-commission')
         and (at at time zone ${t.config.timeZone})::date >= ${since}::date`.execute(db());
    const approvals = trend.days.reduce((sum: number, d: { approvals: number }) => sum + d.approvals, 0);
    expect(approvals).toBe(rows[0]?.n);
    expect(approvals).toBeGreaterThan(0);
  });

  it('has an overdue trend for the month before today, and its late division first in the waits (issue 41)', async () => {
    const superadmin = await signIn(t.app, 'superadmin', DEMO_PASSWORD);
    const response = await t.app.inject({
      url: '/api/v1/dashboard/waiting?view=Meters&step=live&by=division',
      headers: { cookie: superadmin },
    });
    const { data } = response.json() as WaitingResponse;
    // Every day recorded: the month before by the demo's history, today by this read.
    expect(data.trend.filter((d) => d.waiting === null)).toEqual([]);
    expect(data.trend.some((d) => (d.overdue ?? 0) > 0)).toBe(true);
    expect(data.trend.at(-1)?.overdue).toBe(data.rows.reduce((n, r) => n + r.overdue, 0));
    // Most waits are days old, one division's are weeks old: it leads the table, and not everything is overdue.
    expect(data.rows[0]?.key).toBe(LATE_DIVISION);
    const waiting = data.rows.reduce((n, r) => n + r.waiting, 0);
    expect(data.rows.reduce((n, r) => n + r.overdue, 0)).toBeLessThan(waiting);
    // Each day's totals are the sum of its AE_ADMINs' rows.
    const { rows: off } = await sql<{ day: string }>`
      select to_char(t.day, 'YYYY-MM-DD') as day
        from overdue_days t
        left join (select view, day, step, sum(waiting)::int as w, sum(overdue)::int as o
                     from overdue_days where ae_id <> -1 group by 1, 2, 3) s using (view, day, step)
       where t.ae_id = -1 and (t.waiting <> coalesce(s.w, 0) or t.overdue <> coalesce(s.o, 0))`.execute(db());
    expect(off).toEqual([]);
  });
});

function actionOf(kind: 'meter' | 'modem', e: Event): string {
  if (e.kind === 'installed') return kind === 'meter' ? 'METER_INSTALLED' : 'MODEM_INSTALLED';
  if (e.kind === 'recommendation') return 'TECH_SUPPORT_UPDATED';
  if (e.kind === 'auto-commission') return 'METER_AUTO_COMMISSIONED';
  if (e.kind === 'auto-commission-undone') return 'METER_AUTO_COMMISSION_UNDONE';
  const verb = { Approved: 'APPROVED', Rejected: 'REJECTED', Pending: 'REOPENED' }[
    e.toStatus as CommissionStatus
  ];
  return `${kind.toUpperCase()}_${verb}`;
}
