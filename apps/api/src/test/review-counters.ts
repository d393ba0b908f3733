import { sql } from 'kysely';
import { expect } from 'vitest';
import { CONSOLE_PEOPLE, type ConsolePerson, type ReviewWorld, type Who } from './review-world.js';

/**
 * DESIGN §7, "every number shown equals the total of the list it opens", for the review property: each console
 * person's dashboard cards (meters and modems), modem statistics and bell against the totals of the lists they
 * open, and all of them against the installations themselves, counted here by docs/glossary.md's definitions.
 */

interface Truth {
  installed: number;
  commissioned: number;
  pending: number;
  accepted: number;
  rejected: number;
  /** Pending without a verdict: the BI_ADMIN's queue. */
  awaitingRecommendation: number;
  /** Pending with a verdict to approve, and one to reject: the super admin's queue, as its bell splits it. */
  awaitingApprove: number;
  awaitingReject: number;
  /** Pending and LIVE: a modem awaiting the super admin's decision. */
  pendingLive: number;
  /**
   * Pending and holding a flag (a meter, recommended or not; a modem, LIVE): the super admin's Flagged queue,
   * which it may decide before any recommendation.
   */
  flaggedDecision: number;
}
type Kind = 'meters' | 'modems';

const ZERO: Truth = {
  installed: 0,
  commissioned: 0,
  pending: 0,
  accepted: 0,
  rejected: 0,
  awaitingRecommendation: 0,
  awaitingApprove: 0,
  awaitingReject: 0,
  pendingLive: 0,
  flaggedDecision: 0,
};

/** The counts of each kind per AE_ADMIN whose officers installed them. */
async function truthByAdmin(world: ReviewWorld) {
  const { rows } = await sql<Truth & { kind: Kind; admin: number | null }>`
    select t.kind, u.created_by as admin,
      count(*)::int as installed,
      (count(*) filter (where t.communication_status = 'LIVE'))::int as commissioned,
      (count(*) filter (where t.commission_status = 'Pending'))::int as pending,
      (count(*) filter (where t.commission_status = 'Approved'))::int as accepted,
      (count(*) filter (where t.commission_status = 'Rejected'))::int as rejected,
      (count(*) filter (where t.commission_status = 'Pending' and t.tech_support_status is null))::int
        as "awaitingRecommendation",
      (count(*) filter (where t.commission_status = 'Pending'
                          and t.tech_support_status = 'APPROVED'))::int as "awaitingApprove",
      (count(*) filter (where t.commission_status = 'Pending'
                          and t.tech_support_status = 'REJECTED'))::int as "awaitingReject",
      (count(*) filter (where t.commission_status = 'Pending' and t.communication_status = 'LIVE'))::int
        as "pendingLive",
      (count(*) filter (where t.commission_status = 'Pending' and t.flagged
                          and (t.kind = 'meters' or t.communication_status = 'LIVE')))::int as "flaggedDecision"
    from (select 'meters' as kind, field_officer_id, communication_status, commission_status, tech_support_status,
                 exists (select from installation_flags f where f.kind = 'meter' and f.installation_id = m.id)
                   as flagged
            from meters m
          union all
          select 'modems', field_officer_id, communication_status, commission_status, tech_support_status,
                 exists (select from installation_flags f where f.kind = 'modem' and f.installation_id = d.id)
            from modems d) t
    join users u on u.id = t.field_officer_id
    group by t.kind, u.created_by`.execute(world.db);
  return rows;
}

function truthFor(rows: Awaited<ReturnType<typeof truthByAdmin>>, kind: Kind, admin: number | null): Truth {
  const sum = { ...ZERO };
  for (const row of rows.filter((r) => r.kind === kind && (admin === null || r.admin === admin)))
    for (const key of Object.keys(ZERO) as (keyof Truth)[]) sum[key] += Number(row[key]);
  return sum;
}

async function total(world: ReviewWorld, who: Who, url: string): Promise<number> {
  const response = await world.call(who, 'GET', `${url}${url.includes('?') ? '&' : '?'}pageSize=1`);
  expect(response.status, `${who} GET ${url}: ${response.text}`).toBe(200);
  expect(response.body.totalIsEstimate, `${who} GET ${url} counts exactly`).toBe(false);
  return response.body.total;
}

async function data(world: ReviewWorld, who: Who, url: string) {
  const response = await world.call(who, 'GET', url);
  expect(response.status, `${who} GET ${url}: ${response.text}`).toBe(200);
  return response.body.data;
}

/** What each person's bell should hold, by key, as the lists it opens count them (zero counts are not shown). */
type Bell = [key: string, list: string][];
const BELLS: Record<ConsolePerson, { Meters?: Bell; Modems?: Bell }> = {
  superadmin: {
    Meters: [
      ['awaiting-decision', '/meters/pending-with-tech-support?recommendation=approve'],
      ['awaiting-decision-reject', '/meters/pending-with-tech-support?recommendation=reject'],
      ['flagged-decision', '/meters/pending-with-tech-support?flag=any'],
    ],
    Modems: [
      ['modems-awaiting-decision', '/modem/commissioned?status=Commissioned'],
      ['modems-flagged-decision', '/modem/commissioned?status=Commissioned&flag=any'],
    ],
  },
  bi: { Meters: [['awaiting-recommendation', '/meters?stage=pending-review&review=No%20Status']] },
  aeA: { Meters: [['rejected', '/meters?stage=rejected']], Modems: [['modems-rejected', '/modem/rejected']] },
  aeB: { Meters: [['rejected', '/meters?stage=rejected']], Modems: [['modems-rejected', '/modem/rejected']] },
};
const BELL_TRUTH: Record<string, keyof Truth> = {
  'awaiting-decision': 'awaitingApprove',
  'awaiting-decision-reject': 'awaitingReject',
  'awaiting-recommendation': 'awaitingRecommendation',
  rejected: 'rejected',
  'modems-awaiting-decision': 'pendingLive',
  'modems-rejected': 'rejected',
  'flagged-decision': 'flaggedDecision',
  'modems-flagged-decision': 'flaggedDecision',
};

async function checkPerson(
  world: ReviewWorld,
  who: ConsolePerson,
  rows: Awaited<ReturnType<typeof truthByAdmin>>,
  step: string,
  lists: boolean,
) {
  const admin = who === 'aeA' || who === 'aeB' ? world.ids[who] : null;
  const truth = { meters: truthFor(rows, 'meters', admin), modems: truthFor(rows, 'modems', admin) };
  const cards = ['installed', 'commissioned', 'accepted', 'rejected', 'pending'] as const;
  const at = `${step}: ${who}`;

  for (const view of ['Meters', 'Modems'] as const) {
    const counted = truth[view === 'Meters' ? 'meters' : 'modems'];
    const bell = BELLS[who][view] ?? [];
    const expected = bell.map(([key]) => [key, counted[BELL_TRUTH[key] ?? 'installed']] as const);
    const [shownCards, shownBell] = await Promise.all([
      data(world, who, `/dashboard?view=${view}`),
      data(world, who, `/notifications?view=${view}`) as Promise<{ key: string; count: number }[]>,
    ]);
    expect(
      cards.map((card) => shownCards[card]),
      `${at}'s ${view} cards`,
    ).toEqual(cards.map((card) => counted[card]));
    expect(Object.fromEntries(shownBell.map((n) => [n.key, n.count])), `${at}'s ${view} bell`).toEqual(
      Object.fromEntries(expected.filter(([, n]) => n > 0)),
    );
    if (lists)
      for (const [[key, list], [, n]] of bell.map((item, i) => [item, expected[i]!] as const))
        expect(await total(world, who, list), `${at}'s ${view} bell's ${key} list`).toBe(n);
  }
  if (!lists) return;

  const meterLists = await Promise.all(
    ['installed', 'commissioned', 'accepted', 'rejected', 'pending-review'].map((stage) =>
      total(world, who, `/meters?stage=${stage}`),
    ),
  );
  expect(meterLists, `${at}'s meter lists`).toEqual(cards.map((card) => truth.meters[card]));
  const [statistics, ...modemLists] = await Promise.all([
    data(world, who, '/modem/statistics'),
    ...['all', 'commissioned', 'accepted', 'rejected'].map((list) => total(world, who, `/modem/${list}`)),
  ]);
  const modemTruth = cards.map((card) => truth.modems[card]);
  expect(
    cards.map((card) => statistics[card]),
    `${at}'s modem statistics`,
  ).toEqual(modemTruth);
  expect(statistics.total, `${at}'s modem total`).toBe(truth.modems.installed);
  expect(modemLists, `${at}'s modem lists`).toEqual(modemTruth.slice(0, 4));
}

/**
 * Every console person's cards and bells against the installations; with `lists`, each card's and bell's list
 * and the modem statistics too (each list is read from the installations themselves, the cards from counters
 * kept by triggers: the cards are the ones to hold after every call).
 */
export async function checkCounters(
  world: ReviewWorld,
  step: string,
  { people = CONSOLE_PEOPLE, lists }: { people?: readonly ConsolePerson[]; lists: boolean },
): Promise<void> {
  const rows = await truthByAdmin(world);
  for (const who of people) await checkPerson(world, who, rows, step, lists);
  if (lists) await checkOfficers(world, rows, step);
}

/**
 * The field officers page's counts (each officer's meters and modems by stage) against the installations and
 * against that officer's meter list. Each AE_ADMIN of the property has one officer: its counts are the officer's.
 */
async function checkOfficers(
  world: ReviewWorld,
  rows: Awaited<ReturnType<typeof truthByAdmin>>,
  step: string,
) {
  const listed = (await data(world, 'superadmin', '/users/field-officers/list?pageSize=500')) as {
    id: number;
    counts: { meters: Record<string, number>; modems: Record<string, number> };
  }[];
  for (const [officer, admin] of [
    ['officerA', 'aeA'],
    ['officerB', 'aeB'],
  ] as const) {
    const id = world.ids[officer];
    const counts = listed.find((o) => o.id === id)?.counts;
    const meters = truthFor(rows, 'meters', world.ids[admin]);
    const modems = truthFor(rows, 'modems', world.ids[admin]);
    const at = `${step}: ${officer}'s counts`;
    const stages = ['installed', 'commissioned', 'accepted', 'rejected'] as const;
    const shown = [
      counts?.meters.installed,
      counts?.meters.commissioned,
      counts?.meters.approved,
      counts?.meters.rejected,
    ];
    expect([counts?.meters.total, ...shown], at).toEqual([meters.installed, ...stages.map((s) => meters[s])]);
    const opened = await Promise.all(
      stages.map((s) => total(world, 'superadmin', `/meters/field-officer/${id}?stage=${s}`)),
    );
    expect(opened, `${at}' lists`).toEqual(shown);
    expect(
      [
        counts?.modems.total,
        counts?.modems.installed,
        counts?.modems.commissioned,
        counts?.modems.accepted,
        counts?.modems.rejected,
      ],
      at,
    ).toEqual([modems.installed, ...stages.map((s) => modems[s])]);
  }
}
