import type fc from 'fast-check';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { COMPARED_FIELDS } from '@smms/shared';
import { step, target, type Model, type Run } from './review-run.js';
import type { Installation } from './review-invariants.js';
import { ROLE_OF, type Answer, type Who } from './review-world.js';

/**
 * The calls of the review property (review.property.test.ts), each a fast-check command made from its parameters:
 * install (a meter, with or without a photo; a modem), edit, photos, recommend, decide (one meter, several, one
 * modem: approve, reject, reopen, revoke; undo one's own), DTR import, the head-end's report (a modem's in plain SQL), the super admin's auto-commissioning
 * rule and its undo. Each states, as docs/review.md gives the rules, when the call must succeed (or, where what it does
 * to a review is the invariants' to check, only when it must be refused); step() holds the invariants after it.
 */

export type Command = fc.AsyncCommand<Model, Run>;

/** Anyone, or the AE_ADMIN or field officer of the installation acted on. */
export type Actor = Who | 'itsAdmin' | 'itsOfficer';
export type Side = 'A' | 'B';

const command = (
  label: string,
  needs: (m: Model) => boolean,
  run: (m: Model, r: Run) => Promise<void>,
): Command => ({
  check: needs,
  run,
  toString: () => label,
});
const hasMeter = (m: Model) => m.meters.length > 0;
const hasModem = (m: Model) => m.modems.length > 0;
const always = () => true;

/** The DTR master values a meter is compared on; the capacity is the one the runs vary. */
const SUBSTATION = 'Kamla Nagar 33/11 KV';
const DIVISION = 'Agra Urban I';
const EDC = 'DVVNL';
export const CAPACITIES = ['100 KVA', '63 KVA'];
const dtrNo = (run: Run, k: number) => `${run.tag}-DTR-${k}`;

/** DESIGN §4: whose installations each person sees. */
function sees(run: Run, who: Who, inst: Installation): boolean {
  const { ids } = run.world;
  if (who === 'superadmin' || who === 'bi') return true;
  if (who === 'aeA' || who === 'officerA') return inst.officerId === ids.officerA;
  return inst.officerId === ids.officerB;
}

function actor(run: Run, who: Actor, inst: Installation): Who {
  if (who !== 'itsAdmin' && who !== 'itsOfficer') return who;
  const side = inst.officerId === run.world.ids.officerA ? 'A' : 'B';
  return who === 'itsAdmin' ? `ae${side}` : `officer${side}`;
}

/** docs/review.md's transitions and who may make each (DESIGN §5, §7). */
const MAY_DECIDE: Record<string, string[]> = {
  'Pending>Approved': ['BI_SUPER_ADMIN'],
  'Pending>Rejected': ['BI_SUPER_ADMIN'],
  'Approved>Rejected': ['BI_SUPER_ADMIN'],
  'Rejected>Pending': ['BI_SUPER_ADMIN', 'AE_ADMIN', 'FIELD_OFFICER'],
};
const mayDecide = (who: Who, from: string, to: string) =>
  MAY_DECIDE[`${from}>${to}`]?.includes(ROLE_OF[who]) ?? false;

function expectOutcome(label: string, answer: Answer, succeeds: boolean) {
  const should = `${label} should ${succeeds ? 'succeed' : 'be refused'}: ${answer.text}`;
  expect(answer.status < 300, should).toBe(succeeds);
}

/** An admin names the officer it installs for; an officer installs as itself. */
function installer(run: Run, who: Who, side: Side) {
  const officerId = run.world.ids[side === 'A' ? 'officerA' : 'officerB'];
  const allowed =
    who === 'superadmin' ||
    who.startsWith('officer') ||
    (who === 'aeA' && side === 'A') ||
    (who === 'aeB' && side === 'B');
  return {
    fields: who.startsWith('officer') ? {} : { fieldOfficerId: officerId },
    allowed: allowed && who !== 'bi',
  };
}

export interface InstallMeter {
  who: Who;
  side: Side;
  /** Its DTR (of the run's three) and capacity (of two): an import may match either. */
  dtr: number;
  capacity: number;
  photo: boolean;
}

export const installMeter = (p: InstallMeter) =>
  command(`install meter ${JSON.stringify(p)}`, always, async (model, run) => {
    run.serial += 1;
    const { fields, allowed } = installer(run, p.who, p.side);
    const meter = {
      meterSno: `${run.tag}-M${run.serial}`,
      dtrSno: dtrNo(run, p.dtr),
      substationName: SUBSTATION,
      division: DIVISION,
      organization: EDC,
      dtrCapacity: CAPACITIES[p.capacity] ?? '',
      ...fields,
    };
    const label = `install meter ${meter.meterSno} (${meter.dtrSno}, ${meter.dtrCapacity}) by ${p.who}`;
    const text = Object.fromEntries(Object.entries(meter).map(([k, v]) => [k, String(v)]));
    const answer = await step(run, model, p.who, label, () =>
      p.photo
        ? run.world.form(p.who, '/meters', text, run.world.png)
        : run.world.call(p.who, 'POST', '/meters', meter),
    );
    expectOutcome(label, answer, allowed);
  });

export const installModem = (p: { who: Who; side: Side }) =>
  command(`install modem ${JSON.stringify(p)}`, always, async (model, run) => {
    run.serial += 1;
    const { fields, allowed } = installer(run, p.who, p.side);
    const modem = {
      modemSno: `${run.tag}-D${run.serial}`,
      meterSno: `${run.tag}-M1`,
      division: DIVISION,
      ...fields,
    };
    const label = `install modem ${modem.modemSno} by ${p.who}`;
    const answer = await step(run, model, p.who, label, () =>
      run.world.call(p.who, 'POST', '/modem/save-meter-data', modem),
    );
    expectOutcome(label, answer, allowed);
  });

/** One field of an edit: evidence the reviewers compared (DTR, capacity, place, number) or not (phone, note). */
export const EDITS: Record<string, (run: Run, k: number) => [string, string | number]> = {
  dtr: (run, k) => ['dtrSno', dtrNo(run, k)],
  capacity: (_run, k) => ['dtrCapacity', CAPACITIES[k % 2] ?? ''],
  latitude: (_run, k) => ['latitude', 27 + k / 10],
  division: (_run, k) => ['division', k === 0 ? DIVISION : 'Agra Rural'],
  organization: (_run, k) => ['organization', k === 0 ? EDC : k === 1 ? 'dvvnl' : 'PVVNL'],
  meterSno: (run, k) => ['meterSno', `${run.tag}-M${run.serial}-E${k}`],
  phone: (_run, k) => ['phone', `900000000${k}`],
  comments: (_run, k) => ['comments', `Installer's note ${k}`],
};

export const editMeter = (p: { who: Actor; meter: number; edit: string; value: number; fresh: boolean }) =>
  command(`edit meter ${JSON.stringify(p)}`, hasMeter, async (model, run) => {
    const m = target(run, 'meter', p.meter);
    const who = actor(run, p.who, m);
    const [field, value] = EDITS[p.edit]?.(run, p.value) ?? ['comments', ''];
    const body = { version: p.fresh ? m.version : m.version + 1, [field]: value };
    const label = `edit ${m.sno} ${field}=${value} by ${who}`;
    const answer = await step(run, model, who, label, () =>
      run.world.call(who, 'PUT', `/meters/${m.id}`, body),
    );
    const editor = who === 'superadmin' || who === 'aeA' || who === 'aeB';
    if (!editor || !sees(run, who, m) || !p.fresh) expectOutcome(label, answer, false);
  });

export const photo = (p: { who: Actor; meter: number; slot: number; remove: boolean }) =>
  command(`photo ${JSON.stringify(p)}`, hasMeter, async (model, run) => {
    const m = target(run, 'meter', p.meter);
    const who = actor(run, p.who, m);
    const url = `/meters/${m.id}/photos/${p.slot}`;
    const label = `${p.remove ? 'remove' : 'put'} photo ${p.slot} of ${m.sno} by ${who}`;
    const answer = await step(run, model, who, label, () =>
      p.remove ? run.world.call(who, 'DELETE', url) : run.world.form(who, url, {}, run.world.png),
    );
    const may = p.remove
      ? ['superadmin', 'aeA', 'aeB']
      : ['superadmin', 'aeA', 'aeB', 'officerA', 'officerB'];
    if (!may.includes(who) || !sees(run, who, m)) expectOutcome(label, answer, false);
  });

export interface Recommend {
  who: Who;
  meter: number;
  /** A verdict (Approved/Rejected, either spelling) or one of the super admin's working words. */
  status: string;
  comment: boolean;
  category: boolean;
  version: 'read' | 'stale' | 'none';
}

export const recommend = (p: Recommend) =>
  command(`recommend ${JSON.stringify(p)}`, hasMeter, async (model, run) => {
    const m = target(run, 'meter', p.meter);
    const body = {
      meterId: m.id,
      techSupportStatus: p.status,
      ...(p.comment ? { comments: 'Checked the photos and the DTR' } : {}),
      ...(p.category ? { rejectionCategory: 'technical' } : {}),
      ...(p.version === 'none' ? {} : { version: p.version === 'read' ? m.version : m.version + 1 }),
    };
    const label = `recommend ${p.status} on ${m.sno} (${m.commissionStatus}) by ${p.who}`;
    const answer = await step(run, model, p.who, label, () =>
      run.world.call(p.who, 'POST', '/meters/bi-admin/update-tech-support', body),
    );
    const status = p.status.toUpperCase();
    const verdict = status === 'APPROVED' || status === 'REJECTED';
    const reviewer = p.who === 'superadmin' || (p.who === 'bi' && verdict);
    const complete = status !== 'REJECTED' || (p.comment && p.category);
    const undecided = !verdict || m.commissionStatus === 'Pending';
    expectOutcome(label, answer, reviewer && p.version !== 'stale' && undecided && complete);
  });

/** Where a decision goes: the next step of DESIGN §5 from where the installation is ('next', 'other'), or any. */
const NEXT: Record<string, [string, string]> = {
  Pending: ['Approved', 'Rejected'],
  Approved: ['Rejected', 'Rejected'],
  Rejected: ['Pending', 'Pending'],
};
interface Why {
  comment: boolean;
  category: boolean;
}
const why = (p: Why) => ({
  ...(p.comment ? { comment: 'Seen on site' } : {}),
  ...(p.category ? { rejectionCategory: 'documentation' } : {}),
});
const complete = (to: string, p: Why) =>
  to === 'Rejected' ? p.comment && p.category : to === 'Pending' ? p.comment : true;

export interface Decide extends Why {
  kind: 'meter' | 'modem';
  who: Actor;
  target: number;
  to: string;
  fresh: boolean;
}

export const decide = (p: Decide) =>
  command(`decide ${JSON.stringify(p)}`, p.kind === 'meter' ? hasMeter : hasModem, async (model, run) => {
    const i = target(run, p.kind, p.target);
    const who = actor(run, p.who, i);
    const next = NEXT[i.commissionStatus] ?? ['Approved', 'Rejected'];
    const to = p.to === 'next' ? next[0] : p.to === 'other' ? next[1] : p.to;
    const body = { commissionStatus: to, version: p.fresh ? i.version : i.version + 1, ...why(p) };
    const url = `/${p.kind === 'meter' ? 'meters' : 'modem'}/${i.id}/commission-status`;
    const label = `decide ${i.sno} ${i.commissionStatus}→${to} by ${who}`;
    const answer = await step(run, model, who, label, () => run.world.call(who, 'PUT', url, body));
    expectOutcome(
      label,
      answer,
      sees(run, who, i) && p.fresh && mayDecide(who, i.commissionStatus, to) && complete(to, p),
    );
    if (answer.status < 300) expect(answer.body.data.commissionStatus, label).toBe(to);
  });

export interface Bulk extends Why {
  who: Who;
  meters: number[];
  to: 'Approved' | 'Rejected';
  staleFirst: boolean;
}

export const bulk = (p: Bulk) =>
  command(`bulk ${JSON.stringify(p)}`, hasMeter, async (model, run) => {
    const chosen = [...new Map(p.meters.map((n) => target(run, 'meter', n)).map((m) => [m.id, m])).values()];
    const stale = (n: number) => n === 0 && p.staleFirst;
    const items = chosen.map((m, n) => ({ id: m.id, version: stale(n) ? m.version + 1 : m.version }));
    const label = `bulk ${p.to} ${chosen.map((m) => `${m.sno}(${m.commissionStatus})`).join(' ')} by ${p.who}`;
    const answer = await step(run, model, p.who, label, () =>
      run.world.call(p.who, 'POST', '/meters/commission-status/bulk', {
        commissionStatus: p.to,
        items,
        ...why(p),
      }),
    );
    expectOutcome(label, answer, p.who === 'superadmin' && complete(p.to, p));
    if (answer.status >= 300) return;
    const expected = chosen.map((m, n) =>
      stale(n) ? 'stale' : mayDecide('superadmin', m.commissionStatus, p.to) ? 'done' : 'not-allowed',
    );
    expect(
      answer.body.data.results.map((r: { outcome: string }) => r.outcome),
      label,
    ).toEqual(expected);
  });

const HEADER =
  'DTR Number,Substation,District/Division,EDC/Organization,Capacity,Region,Status,Circle,Feeder';

export interface ImportDtrs {
  who: Who;
  rows: { dtr: number; capacity: number }[];
  dryRun: boolean;
}

export const importDtrs = (p: ImportDtrs) =>
  command(`import DTRs ${JSON.stringify(p)}`, always, async (model, run) => {
    const lines = p.rows.map(
      (r) =>
        `${dtrNo(run, r.dtr)},${SUBSTATION},${DIVISION},${EDC},${CAPACITIES[r.capacity]},Agra Zone,Active,Agra,F1`,
    );
    const url = `/discom/dtr-import${p.dryRun ? '?dryRun=true' : ''}`;
    const label = `import ${p.dryRun ? '(dry run) ' : ''}${lines.join(' | ')} by ${p.who}`;
    const csv = [HEADER, ...lines].join('\n');
    // A dry run previews: it keeps nothing, so it changes no installation and writes no event.
    const answer = await step(run, model, p.who, label, () => run.world.csv(p.who, url, csv), {
      changesNothing: p.dryRun,
    });
    expectOutcome(label, answer, p.who === 'bi' || p.who === 'superadmin');
  });

export const communicate = (p: { who: Who; meters: number[]; unknown: boolean }) =>
  command(`head-end reports ${JSON.stringify(p)}`, hasMeter, async (model, run) => {
    const snos = [...new Set(p.meters.map((n) => target(run, 'meter', n).sno))];
    if (p.unknown) snos.push(`${run.tag}-UNKNOWN`);
    const communicatedAt = new Date().toISOString();
    const label = `head-end hears ${snos.join(' ')} (sent by ${p.who})`;
    const reports = snos.map((meterSno) => ({ meterSno, communicatedAt }));
    const answer = await step(run, model, p.who, label, () =>
      run.world.call(p.who, 'POST', '/meters/communication', { reports }),
    );
    expectOutcome(label, answer, p.who === 'superadmin');
  });

/**
 * A modem is heard (or falls silent). No call of the API sets a modem's communication: the head-end's modem feed
 * writes the row in plain SQL, as the demo does. It adds no event and moves no decision; the counters, kept by
 * triggers, must follow it all the same.
 */
export const modemHeard = (p: { modem: number; live: boolean }) =>
  command(`modem heard ${JSON.stringify(p)}`, hasModem, async (model, run) => {
    const d = target(run, 'modem', p.modem);
    const status = p.live ? 'LIVE' : 'Offline';
    const label = `modem-heard ${d.sno} ${status} (the head-end, in plain SQL)`;
    await step(run, model, 'superadmin', label, async () => {
      await sql`update modems set communication_status = ${status} where id = ${d.id}`.execute(run.world.db);
      return { status: 200, body: null, text: 'plain SQL' };
    });
  });

/** The compared fields but the DTR number, which the rule always compares. */
export const OPTIONAL_FIELDS = COMPARED_FIELDS.filter((f) => f !== 'dtrNo');

export const setRule = (p: { who: Who; enabled: boolean; fields: string[] | null; fresh: boolean }) =>
  command(`auto-commissioning ${JSON.stringify(p)}`, always, async (model, run) => {
    const { version } = (await run.world.call('superadmin', 'GET', '/settings/auto-commission')).body.data;
    const body = {
      version: p.fresh ? version : version + 1,
      enabled: p.enabled,
      ...(p.fields ? { fields: ['dtrNo', ...p.fields] } : {}),
    };
    const label = `auto-commissioning ${p.enabled ? 'on' : 'off'} ${p.fields ? `(${p.fields})` : ''} by ${p.who}`;
    const answer = await step(run, model, p.who, label, () =>
      run.world.call(p.who, 'PUT', '/settings/auto-commission', body),
    );
    expectOutcome(label, answer, p.who === 'superadmin' && p.fresh);
  });

export const undoRule = (p: { who: Actor; meter: number; comment: boolean; fresh: boolean }) =>
  command(`undo auto-commissioning ${JSON.stringify(p)}`, hasMeter, async (model, run) => {
    const m = target(run, 'meter', p.meter);
    const who = actor(run, p.who, m);
    const body = {
      version: p.fresh ? m.version : m.version + 1,
      ...(p.comment ? { comment: 'DTR file was wrong' } : {}),
    };
    const label = `undo the rule's approval of ${m.sno} (${m.commissionStatus}) by ${who}`;
    const answer = await step(run, model, who, label, () =>
      run.world.call(who, 'POST', `/meters/${m.id}/undo-auto-commission`, body),
    );
    const undoable = m.commissionStatus === 'Approved' && m.autoCommissioned;
    expectOutcome(label, answer, who === 'superadmin' && p.fresh && p.comment && undoable);
  });

/**
 * The super admin takes back their own Approve or Reject (issue 38): allowed only while that decision is the
 * installation's last event, with the version it answered with. Its effect is the invariants' to check.
 */
export const undoDecision = (p: { kind: 'meter' | 'modem'; who: Actor; target: number; fresh: boolean }) =>
  command(
    `undo decision ${JSON.stringify(p)}`,
    p.kind === 'meter' ? hasMeter : hasModem,
    async (model, run) => {
      const i = target(run, p.kind, p.target);
      const who = actor(run, p.who, i);
      const last = run.last.events
        .filter((e) => e.installation === p.kind && e.installationId === i.id)
        .at(-1);
      const url = `/${p.kind === 'meter' ? 'meters' : 'modem'}/${i.id}/undo-decision`;
      const label = `undo the decision on ${i.sno} (${i.commissionStatus}) by ${who}`;
      const body = { version: p.fresh ? i.version : i.version + 1 };
      const answer = await step(run, model, who, label, () => run.world.call(who, 'POST', url, body));
      const own = last?.kind === 'decision' && last.from === 'Pending' && last.actorId === run.world.ids[who];
      expectOutcome(label, answer, p.fresh && own);
    },
  );
