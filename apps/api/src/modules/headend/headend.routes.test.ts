import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, HEADEND_MAX_REPORTS } from '@smms/shared';
import { addMeter, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'bi', string>;
let officerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  await addUser(db, { username: 'bi.h', role: 'BI_ADMIN' });
  officerId = (await addUser(db, { username: 'off.h', role: 'FIELD_OFFICER' })).id;
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.h', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const report = (who: keyof typeof c, reports: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/meters/communication',
    headers: { cookie: c[who], ...CONSOLE },
    payload: { reports },
  });
const meterState = (id: number) =>
  t.app.dbHandle.db
    .selectFrom('meters')
    .select(['communicationStatus', 'lastCommunicatedAt', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/v1/meters/communication', () => {
  it('marks reported meters LIVE with their latest time, bumps the version of those newly LIVE, and names unknown serials', async () => {
    const offline = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const live = await addMeter(t.app.dbHandle.db, {
      fieldOfficerId: officerId,
      communicationStatus: 'LIVE',
      lastCommunicatedAt: '2026-06-01T00:00:00.000Z',
    });
    const response = await report('superadmin', [
      { meterSno: offline.meterSno, communicatedAt: '2026-06-02T10:00:00+05:30' },
      { meterSno: offline.meterSno, communicatedAt: '2026-06-02T09:00:00+05:30' },
      { meterSno: live.meterSno, communicatedAt: '2026-06-03T00:00:00Z' },
      { meterSno: 'NO-SUCH-METER', communicatedAt: '2026-06-03T00:00:00Z' },
      { meterSno: 'ANOTHER-UNKNOWN', communicatedAt: '2026-06-03T00:00:00Z' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      received: 4,
      updated: 2,
      nowLive: 1,
      unchanged: 0,
      // In order, whatever order the batch named them in.
      unknown: ['ANOTHER-UNKNOWN', 'NO-SUCH-METER'],
    });
    expect(await meterState(offline.id)).toEqual({
      communicationStatus: 'LIVE',
      lastCommunicatedAt: '2026-06-02T04:30:00.000Z',
      version: 2,
    });
    // A LIVE meter's newer time is telemetry: it moves, but the version a reviewer holds stays valid.
    expect(await meterState(live.id)).toEqual({
      communicationStatus: 'LIVE',
      lastCommunicatedAt: '2026-06-03T00:00:00.000Z',
      version: 1,
    });
    const entries = await t.app.dbHandle.db
      .selectFrom('activities')
      .select(['action', 'entityId', 'details'])
      .where('action', '=', 'METER_COMMISSIONED')
      .execute();
    expect(entries).toEqual([
      {
        action: 'METER_COMMISSIONED',
        entityId: offline.id,
        details: expect.objectContaining({ by: 'head-end', to: 'LIVE' }),
      },
    ]);
  });

  it('never moves the last communication back: a late report changes nothing', async () => {
    const meter = await addMeter(t.app.dbHandle.db, {
      fieldOfficerId: officerId,
      communicationStatus: 'LIVE',
      lastCommunicatedAt: '2026-06-05T00:00:00.000Z',
    });
    const response = await report('superadmin', [
      { meterSno: meter.meterSno, communicatedAt: '2026-06-04T00:00:00Z' },
    ]);
    expect(response.json().data).toMatchObject({ updated: 0, unchanged: 1 });
    expect(await meterState(meter.id)).toMatchObject({
      lastCommunicatedAt: '2026-06-05T00:00:00.000Z',
      version: 1,
    });
  });

  it('refuses a time in the future, a time without a zone, an empty batch and an oversized one (400)', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    for (const reports of [
      [{ meterSno: meter.meterSno, communicatedAt: future }],
      [{ meterSno: meter.meterSno, communicatedAt: '2026-06-01 10:00' }],
      [],
      Array.from({ length: HEADEND_MAX_REPORTS + 1 }, (_, i) => ({
        meterSno: `X${i}`,
        communicatedAt: '2026-06-01T00:00:00Z',
      })),
    ])
      expect((await report('superadmin', reports)).statusCode).toBe(400);
    expect(await meterState(meter.id)).toMatchObject({ communicationStatus: 'Offline', version: 1 });
  });

  it('takes a full batch of 10,000 reports in one call', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const reports = Array.from({ length: HEADEND_MAX_REPORTS }, (_, i) => ({
      meterSno: i === 0 ? meter.meterSno : `UNKNOWN-${String(i).padStart(5, '0')}`,
      communicatedAt: '2026-06-01T00:00:00.000Z',
    }));
    const response = await report('superadmin', reports);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.json().data).toMatchObject({ received: HEADEND_MAX_REPORTS, updated: 1, nowLive: 1 });
    expect(response.json().data.unknown).toHaveLength(HEADEND_MAX_REPORTS - 1);
  });

  it('is for the super admin only', async () => {
    const response = await report('bi', [{ meterSno: 'X', communicatedAt: '2026-06-01T00:00:00Z' }]);
    expect([response.statusCode, response.json().message]).toEqual([403, AUTH.forbidden]);
  });
});
