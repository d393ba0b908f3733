import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH,
  CONFLICT,
  NOTIFICATION_LABELS,
  REVIEW_TARGET_MESSAGES as M,
  REVIEW_TARGETS_DEFAULT,
} from '@smms/shared';
import { addMeter, addModem, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

/**
 * The review targets (issue 41) through the API: read by every console role, changed by the super admin alone
 * with the version read and audited; the lists' SLA filter and the bell's overdue items follow them at once.
 */
let t: TestApp;
let c: Record<'superadmin' | 'bi' | 'ae', string>;
let officerId: number;
const db = () => t.app.dbHandle.db;
const URL = '/api/v1/settings/review-targets';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const ae = await addUser(db(), { username: 'ae.sla', role: 'AE_ADMIN', accessLevel: 'Meters,Modems' });
  await addUser(db(), { username: 'bi.sla', role: 'BI_ADMIN' });
  officerId = (
    await addUser(db(), {
      username: 'off.sla',
      role: 'FIELD_OFFICER',
      createdBy: ae.id,
      accessLevel: 'Meters,Modems',
    })
  ).id;
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.sla', FIXTURE_PASSWORD),
    ae: await signIn(t.app, 'ae.sla', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const call = (who: keyof typeof c, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: c[who], ...CONSOLE }, payload });
const targetChanges = async () =>
  (
    await db().selectFrom('activities').select(['details']).where('action', '=', 'SETTING_CHANGED').execute()
  ).filter((e) => (e.details as { setting?: string }).setting === 'reviewTargets');
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const ids = (response: { json: () => { data: { id: number }[] } }) =>
  response
    .json()
    .data.map((m) => m.id)
    .sort();

describe('GET and PUT /api/v1/settings/review-targets', () => {
  it('reads the default targets, never set, to every console role', async () => {
    for (const who of ['superadmin', 'bi', 'ae'] as const) {
      const response = await call(who, 'GET', URL);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({
        ...REVIEW_TARGETS_DEFAULT,
        version: 0,
        updatedAt: null,
        updatedBy: null,
      });
    }
  });

  it('is changed by the super admin alone: others get 403 and nothing changes', async () => {
    for (const who of ['bi', 'ae'] as const) {
      const response = await call(who, 'PUT', URL, { version: 0, ...REVIEW_TARGETS_DEFAULT });
      expect([response.statusCode, response.json().message]).toEqual([403, AUTH.forbidden]);
    }
    expect(await targetChanges()).toEqual([]);
  });

  it('refuses a bad target whole, with what is wrong', async () => {
    const bad = {
      version: 0,
      ...REVIEW_TARGETS_DEFAULT,
      steps: { ...REVIEW_TARGETS_DEFAULT.steps, live: 0.3 },
    };
    const response = await call('superadmin', 'PUT', URL, bad);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(M.days);
    expect((await call('superadmin', 'GET', URL)).json().data.version).toBe(0);
  });

  it('saves with the version read, audits from → to, and refuses a change made on an old reading', async () => {
    const next = { ...REVIEW_TARGETS_DEFAULT, circles: { Agra: { live: 1 } }, workingDays: [5, 1, 2, 3, 4] };
    const saved = await call('superadmin', 'PUT', URL, { version: 0, ...next });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: M.saved,
      data: { circles: { Agra: { live: 1 } }, workingDays: [1, 2, 3, 4, 5], version: 1 },
    });
    expect(saved.json().data.updatedBy).toBeTruthy();
    const [change] = await targetChanges();
    expect(change?.details).toMatchObject({
      before: REVIEW_TARGETS_DEFAULT,
      after: { circles: { Agra: { live: 1 } } },
    });
    const stale = await call('superadmin', 'PUT', URL, { version: 0, ...REVIEW_TARGETS_DEFAULT });
    expect([stale.statusCode, stale.json().message]).toEqual([409, CONFLICT.staleVersion]);
    // The same targets again: answered as they are, no new version, no second entry.
    const same = await call('superadmin', 'PUT', URL, { version: 1, ...next });
    expect([same.statusCode, same.json().data.version, (await targetChanges()).length]).toEqual([200, 1, 1]);
  });
});

describe('the SLA filter and the overdue notifications', () => {
  it('lists by state in the circle’s own targets, and the bell counts the overdue list', async () => {
    // Agra's live target is 1 working day (above); elsewhere 2. Live, no recommendation: the BI_ADMIN's step.
    const live = { fieldOfficerId: officerId, communicationStatus: 'LIVE' as const };
    const agraOld = await addMeter(db(), { ...live, circle: 'Agra', stepSince: ago(9) });
    const agraNew = await addMeter(db(), { ...live, circle: 'Agra', stepSince: ago(0.01) });
    const elsewhereOld = await addMeter(db(), { ...live, circle: 'Mathura', stepSince: ago(9) });
    const list = (sla: string) =>
      call('bi', 'GET', `/api/v1/meters?stage=pending-review&review=No%20Status&sla=${sla}`);
    expect(ids(await list('overdue'))).toEqual([agraOld.id, elsewhereOld.id].sort());
    expect(ids(await list('on-time'))).toEqual([agraNew.id]);
    const overdue = await list('overdue');
    expect(overdue.json().total).toBe(2);
    const bell = (await call('bi', 'GET', '/api/v1/notifications')).json().data;
    expect(bell).toContainEqual({
      key: 'overdue-recommendation',
      label: NOTIFICATION_LABELS.overdueRecommendation,
      page: 'meters-commissioned',
      query: { review: 'No Status', sla: 'overdue', sort: 'stepSince', order: 'asc' },
      count: 2,
      overdue: true,
    });
    expect((await call('bi', 'GET', '/api/v1/meters?sla=late')).statusCode).toBe(400);
  });

  it('counts an AE_ADMIN’s rejected modems overdue for rework on its Modems bell', async () => {
    await addModem(db(), { fieldOfficerId: officerId, commissionStatus: 'Rejected', stepSince: ago(30) });
    await addModem(db(), { fieldOfficerId: officerId, commissionStatus: 'Rejected', stepSince: ago(0.01) });
    const bell = (await call('ae', 'GET', '/api/v1/notifications?view=Modems')).json().data;
    expect(bell.map((n: { key: string; count: number }) => [n.key, n.count])).toEqual([
      ['modems-rejected', 2],
      ['modems-overdue-rework', 1],
    ]);
    const list = await call('ae', 'GET', '/api/v1/modem/rejected?sla=overdue');
    expect(list.json().total).toBe(1);
  });
});
