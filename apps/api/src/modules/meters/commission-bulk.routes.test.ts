import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX, CONFLICT, METER_LIFECYCLE, METER_MESSAGES, type BulkCommissionResult } from '@smms/shared';
import { addMeter, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'bi', string>;
let officerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  await addUser(db, { username: 'bi.bulk', role: 'BI_ADMIN' });
  officerId = (await addUser(db, { username: 'off.bulk', role: 'FIELD_OFFICER' })).id;
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.bulk', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const bulk = (who: keyof typeof c, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/meters/commission-status/bulk',
    headers: { cookie: c[who], ...CONSOLE },
    payload,
  });

const pendingMeters = async (n: number) => {
  const meters = [];
  for (let i = 0; i < n; i += 1)
    meters.push(await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId }));
  return meters;
};

const rows = (ids: number[]) =>
  t.app.dbHandle.db
    .selectFrom('meters')
    .select(['id', 'commissionStatus', 'rejectionCategory', 'version'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();

const audited = async (ids: number[], action: string) =>
  (
    await t.app.dbHandle.db
      .selectFrom('activities')
      .select('entityId')
      .where('action', '=', action)
      .where('entityId', 'in', ids)
      .execute()
  ).map((a) => a.entityId);

describe('POST /api/v1/meters/commission-status/bulk', () => {
  it('approves 200+ meters one by one and reports each outcome: done, stale, not-allowed, not-found', async () => {
    const pending = await pendingMeters(203);
    const approved = await addMeter(t.app.dbHandle.db, {
      fieldOfficerId: officerId,
      commissionStatus: 'Approved',
    });
    const [stale, ...fresh] = pending.map((m) => m.id);
    const items = [
      ...fresh.map((id) => ({ id, version: 1 })),
      { id: stale as number, version: 7 },
      { id: approved.id, version: 1 },
      { id: 99_999_999, version: 1 },
    ];
    const response = await bulk('superadmin', { commissionStatus: 'Approved', items });
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = response.json() as {
      data: { results: BulkCommissionResult[]; done: number; refused: number };
      message: string;
    };
    expect([data.done, data.refused]).toEqual([202, 3]);
    expect(message).toBe(METER_LIFECYCLE.bulkDone('Approved', 202, 3));
    expect(data.results.map((r) => r.id)).toEqual(items.map((i) => i.id));
    expect(data.results.slice(-3)).toEqual([
      { id: stale, meterSno: pending[0]?.meterSno, outcome: 'stale', message: CONFLICT.staleVersion },
      {
        id: approved.id,
        meterSno: approved.meterSno,
        outcome: 'not-allowed',
        message: METER_LIFECYCLE.forbiddenTransition('Approved', 'Approved'),
      },
      { id: 99_999_999, meterSno: null, outcome: 'not-found', message: METER_MESSAGES.notFound },
    ]);
    for (const done of data.results.slice(0, -3)) {
      expect(done).toMatchObject({ outcome: 'done', message: METER_LIFECYCLE.approved });
      expect(done.meter).toMatchObject({ id: done.id, commissionStatus: 'Approved', version: 2 });
    }
    // The refused ones are as they were; every done one is approved and audited once.
    expect(await rows([stale as number, approved.id])).toEqual([
      { id: stale, commissionStatus: 'Pending', rejectionCategory: null, version: 1 },
      { id: approved.id, commissionStatus: 'Approved', rejectionCategory: null, version: 1 },
    ]);
    expect((await rows(fresh)).every((r) => r.commissionStatus === 'Approved' && r.version === 2)).toBe(true);
    expect((await audited(fresh, 'METER_APPROVED')).sort((a, b) => Number(a) - Number(b))).toEqual(fresh);
    expect(await audited([stale as number, approved.id], 'METER_APPROVED')).toEqual([]);
  }, 60_000);

  it('rejects with the one category and comment given, each meter audited with them', async () => {
    const meters = await pendingMeters(3);
    const response = await bulk('superadmin', {
      commissionStatus: 'Rejected',
      items: meters.map((m) => ({ id: m.id, version: m.version })),
      rejectionCategory: 'communication',
      comment: 'No reading received for a week',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.done).toBe(3);
    expect(await rows(meters.map((m) => m.id))).toEqual(
      meters.map((m) => ({
        id: m.id,
        commissionStatus: 'Rejected',
        rejectionCategory: 'communication',
        version: 2,
      })),
    );
    const details = await t.app.dbHandle.db
      .selectFrom('activities')
      .select('details')
      .where('action', '=', 'METER_REJECTED')
      .where(
        'entityId',
        'in',
        meters.map((m) => m.id),
      )
      .execute();
    expect(details.map((d) => d.details)).toEqual(
      meters.map(() =>
        expect.objectContaining({
          from: 'Pending',
          to: 'Rejected',
          comment: 'No reading received for a week',
          category: 'communication',
        }),
      ),
    );
  });

  it('refuses an incomplete rejection as a whole (400, a message per field) before any meter changes', async () => {
    const meters = await pendingMeters(2);
    const response = await bulk('superadmin', {
      commissionStatus: 'Rejected',
      items: meters.map((m) => ({ id: m.id, version: 1 })),
      comment: '  ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      rejectionCategory: METER_LIFECYCLE.categoryRequired,
      comment: METER_LIFECYCLE.rejectCommentRequired,
    });
    expect((await rows(meters.map((m) => m.id))).map((r) => [r.commissionStatus, r.version])).toEqual([
      ['Pending', 1],
      ['Pending', 1],
    ]);
  });

  it('refuses an empty list, a repeated meter, more than 500 meters, and a version sent as text (400)', async () => {
    const [meter] = await pendingMeters(1);
    const id = meter?.id as number;
    const tooMany = Array.from({ length: BULK_MAX + 1 }, (_, i) => ({ id: i + 1, version: 1 }));
    for (const items of [
      [],
      [
        { id, version: 1 },
        { id, version: 1 },
      ],
      tooMany,
      [{ id, version: '1' }],
    ]) {
      const response = await bulk('superadmin', { commissionStatus: 'Approved', items });
      expect(response.statusCode, JSON.stringify(items).slice(0, 80)).toBe(400);
    }
    expect((await rows([id]))[0]).toMatchObject({ commissionStatus: 'Pending', version: 1 });
  });

  it('is the super admin’s decision: a BI_ADMIN is refused (403)', async () => {
    const [meter] = await pendingMeters(1);
    const response = await bulk('bi', {
      commissionStatus: 'Approved',
      items: [{ id: meter?.id, version: 1 }],
    });
    expect(response.statusCode).toBe(403);
  });
});
