import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, NOTIFICATION_LABELS, type Notification } from '@smms/shared';
import { addMeter, addModem, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'bi' | 'ae' | 'biModems', string>;
let unreviewed: number;
/** Awaiting the super admin's decision, and decided: the Flagged queue's test flags them. */
let awaiting: { meter: number; modem: number };
let decided: { meter: number; modem: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.n', role: 'AE_ADMIN', accessLevel: 'Meters,Modems' });
  await addUser(db, { username: 'bi.n', role: 'BI_ADMIN' });
  await addUser(db, { username: 'bi.modems', role: 'BI_ADMIN', accessLevel: 'Modems' });
  const officer = await addUser(db, { username: 'off.n', role: 'FIELD_OFFICER', createdBy: ae.id });
  const other = await addUser(db, { username: 'off.other', role: 'FIELD_OFFICER' });
  const meter = (values: object) => addMeter(db, { fieldOfficerId: officer.id, ...values });
  // Awaiting a recommendation: three; recommended and awaiting a decision: two; decided: three.
  unreviewed = (await meter({})).id;
  await meter({ communicationStatus: 'LIVE' });
  await addMeter(db, { fieldOfficerId: other.id });
  const recommended = await meter({ techSupportStatus: 'APPROVED' });
  await addMeter(db, { fieldOfficerId: other.id, techSupportStatus: 'REJECTED' });
  const accepted = await meter({ commissionStatus: 'Approved', techSupportStatus: 'APPROVED' });
  await meter({ commissionStatus: 'Rejected', techSupportStatus: 'REJECTED' });
  await addMeter(db, { fieldOfficerId: other.id, commissionStatus: 'Rejected' });
  // Modems: commissioned and still Pending, two (one by another AE's officer); rejected, three (two ours).
  const modem = (values: object) => addModem(db, { fieldOfficerId: officer.id, ...values });
  const live = await modem({ communicationStatus: 'LIVE' });
  await addModem(db, { fieldOfficerId: other.id, communicationStatus: 'LIVE' });
  await modem({});
  const acceptedModem = await modem({ communicationStatus: 'LIVE', commissionStatus: 'Approved' });
  awaiting = { meter: recommended.id, modem: live.id };
  decided = { meter: accepted.id, modem: acceptedModem.id };
  await modem({ commissionStatus: 'Rejected' });
  await modem({ communicationStatus: 'LIVE', commissionStatus: 'Rejected' });
  await addModem(db, { fieldOfficerId: other.id, commissionStatus: 'Rejected' });
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.n', FIXTURE_PASSWORD),
    ae: await signIn(t.app, 'ae.n', FIXTURE_PASSWORD),
    biModems: await signIn(t.app, 'bi.modems', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const get = (who: keyof typeof c, url: string) => t.app.inject({ url, headers: { cookie: c[who] } });
const bell = async (who: keyof typeof c, view?: 'Meters' | 'Modems') => {
  const response = await get(who, `/api/v1/notifications${view ? `?view=${view}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Notification[];
};
/** The total of the list a notification opens, read through that list's own call. */
const LIST_CALL: Record<string, string> = {
  'meters-commissioned': '/api/v1/meters?stage=pending-review',
  'tech-support': '/api/v1/meters/pending-with-tech-support',
  'commission-rejected': '/api/v1/meters?stage=rejected',
  'modems-commissioned': '/api/v1/modem/commissioned',
  'modems-commission-rejected': '/api/v1/modem/rejected',
};
const totalOf = async (who: keyof typeof c, n: Notification) => {
  const url = `${LIST_CALL[n.page]}${LIST_CALL[n.page]?.includes('?') ? '&' : '?'}${new URLSearchParams(n.query ?? {})}`;
  const response = await get(who, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().total as number;
};

describe('GET /api/v1/notifications', () => {
  it('tells the BI_ADMIN how many pending meters await its recommendation, opening that list', async () => {
    const [n, ...rest] = await bell('bi');
    expect(rest).toEqual([]);
    expect(n).toEqual({
      key: 'awaiting-recommendation',
      count: 3,
      label: NOTIFICATION_LABELS.awaitingRecommendation,
      page: 'meters-commissioned',
      query: { review: 'No Status' },
    });
    expect(await totalOf('bi', n as Notification)).toBe(3);
  });

  it('tells the super admin how many recommended meters await its decision, by verdict, each opening Tech Support filtered', async () => {
    const items = await bell('superadmin');
    expect(items).toEqual([
      {
        key: 'awaiting-decision',
        count: 1,
        label: NOTIFICATION_LABELS.awaitingDecision,
        page: 'tech-support',
        query: { recommendation: 'approve' },
      },
      {
        key: 'awaiting-decision-reject',
        count: 1,
        label: NOTIFICATION_LABELS.awaitingDecisionReject,
        page: 'tech-support',
        query: { recommendation: 'reject' },
      },
    ]);
    for (const n of items) expect(await totalOf('superadmin', n)).toBe(n.count);
  });

  it("tells an AE_ADMIN its officers' rejected meters, as many as its rejected list holds", async () => {
    const [n, ...rest] = await bell('ae');
    expect(rest).toEqual([]);
    expect(n).toMatchObject({ count: 1, page: 'commission-rejected' });
    expect(await totalOf('ae', n as Notification)).toBe(1);
  });

  it("moves both reviewers' counts when the BI_ADMIN recommends a meter", async () => {
    const meter = await get('bi', `/api/v1/meters/${unreviewed}`);
    const recommended = await t.app.inject({
      method: 'POST',
      url: '/api/v1/meters/bi-admin/update-tech-support',
      headers: { cookie: c.bi, ...CONSOLE },
      payload: { meterId: unreviewed, techSupportStatus: 'Approved', version: meter.json().data.version },
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    expect((await bell('bi'))[0]?.count).toBe(2);
    expect((await bell('superadmin'))[0]?.count).toBe(2);
  });

  it('refuses (403) a BI_ADMIN without the Meters view, as every call about a view it lacks', async () => {
    const response = await get('biModems', '/api/v1/notifications');
    expect([response.statusCode, response.json().message]).toEqual([403, AUTH.noViewAccess('Meters')]);
  });
});

describe('GET /api/v1/notifications?view=Modems', () => {
  it('tells the super admin how many commissioned modems await its decision, opening that list filtered', async () => {
    const [n, ...rest] = await bell('superadmin', 'Modems');
    expect(rest).toEqual([]);
    expect(n).toEqual({
      key: 'modems-awaiting-decision',
      count: 2,
      label: NOTIFICATION_LABELS.modemsAwaitingDecision,
      page: 'modems-commissioned',
      query: { status: 'Commissioned' },
    });
    expect(await totalOf('superadmin', n as Notification)).toBe(2);
  });

  it("tells an AE_ADMIN its officers' rejected modems, as many as its rejected modem list holds", async () => {
    const [n, ...rest] = await bell('ae', 'Modems');
    expect(rest).toEqual([]);
    expect(n).toMatchObject({
      count: 2,
      page: 'modems-commission-rejected',
      label: NOTIFICATION_LABELS.modemsRejectedAwaitingFix,
    });
    expect(await totalOf('ae', n as Notification)).toBe(2);
  });

  it('speaks only of modems in the Modems view, and of nothing for a BI_ADMIN, who does not review modems', async () => {
    for (const who of ['superadmin', 'ae', 'biModems'] as const)
      for (const n of await bell(who, 'Modems')) expect(n.label).toMatch(/modems/);
    expect(await bell('biModems', 'Modems')).toEqual([]);
  });

  it('refuses (403) a view the user may not use, and (400) a view that does not exist', async () => {
    const refused = await get('biModems', '/api/v1/notifications?view=Meters');
    expect([refused.statusCode, refused.json().message]).toEqual([403, AUTH.noViewAccess('Meters')]);
    const response = await get('ae', '/api/v1/notifications?view=Both');
    expect(response.statusCode).toBe(400);
  });
});

describe("the super admin's Flagged queue (issue 42)", () => {
  it('counts the flagged installations awaiting its decision, each opening its decision list filtered to Flagged', async () => {
    const flag = (kind: 'meter' | 'modem', code: string, id: number, otherId: number) => ({
      kind,
      installationId: id,
      code,
      relatedKind: kind,
      relatedId: otherId,
    });
    // Each awaiting installation shares a number with a decided one: the decided one is flagged too, but decided.
    await t.app.dbHandle.db
      .insertInto('installationFlags')
      .values([
        flag('meter', 'same-meter-number', awaiting.meter, decided.meter),
        flag('meter', 'same-meter-number', decided.meter, awaiting.meter),
        flag('modem', 'same-service-number', awaiting.modem, decided.modem),
        flag('modem', 'same-service-number', decided.modem, awaiting.modem),
      ])
      .execute();
    const meters = (await bell('superadmin')).find((n) => n.key === 'flagged-decision');
    expect(meters).toEqual({
      key: 'flagged-decision',
      count: 1,
      label: NOTIFICATION_LABELS.flaggedDecision,
      page: 'tech-support',
      query: { flag: 'any', sort: 'stepSince', order: 'asc' },
      flagged: true,
    });
    const modems = (await bell('superadmin', 'Modems')).find((n) => n.key === 'modems-flagged-decision');
    expect(modems).toMatchObject({ count: 1, label: NOTIFICATION_LABELS.modemsFlaggedDecision });
    for (const [view, n] of [
      ['Meters', meters],
      ['Modems', modems],
    ] as const) {
      expect(await totalOf('superadmin', n as Notification), view).toBe(1);
    }
    // The BI_ADMIN and the AE_ADMIN have no Flagged queue.
    for (const who of ['bi', 'ae'] as const)
      expect((await bell(who)).map((n) => n.key)).not.toContain('flagged-decision');
  });
});
