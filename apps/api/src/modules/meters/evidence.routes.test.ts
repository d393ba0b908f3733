import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METER_LIFECYCLE, METER_MESSAGES, type Meter, type ReviewEvent } from '@smms/shared';
import { addMeter, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { multipart } from '../../test/multipart.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

/** Decisions follow the evidence (issue 36, packages/shared/src/evidence.ts), through the edit and photo calls. */
let t: TestApp;
let c: Record<'superadmin' | 'bi' | 'ae', string>;
let officerId: number;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.ev', role: 'AE_ADMIN' });
  await addUser(db, { username: 'bi.ev', role: 'BI_ADMIN' });
  officerId = (await addUser(db, { username: 'off.ev', role: 'FIELD_OFFICER', createdBy: ae.id })).id;
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.ev', FIXTURE_PASSWORD),
    ae: await signIn(t.app, 'ae.ev', FIXTURE_PASSWORD),
  };
  jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const call = (who: keyof typeof c, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: c[who], ...CONSOLE }, payload });
const meterOf = async (id: number) => (await call('superadmin', 'GET', `/meters/${id}`)).json().data as Meter;
const recordOf = async (id: number) =>
  (await call('superadmin', 'GET', `/meters/${id}/review-record`)).json().data as ReviewEvent[];
const edit = async (id: number, changes: object) =>
  call('ae', 'PUT', `/meters/${id}`, { version: (await meterOf(id)).version, ...changes });

/** A LIVE meter the super admin approved by hand, or one the BI recommended rejecting. */
async function approvedMeter() {
  const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId, communicationStatus: 'LIVE' });
  const decided = await call('superadmin', 'PUT', `/meters/${meter.id}/commission-status`, {
    commissionStatus: 'Approved',
    version: (await meterOf(meter.id)).version,
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return meter.id;
}

describe('a change to a reviewed meter’s evidence', () => {
  it('sends an approved meter back to review, says so, and records who changed what', async () => {
    const id = await approvedMeter();
    const response = await edit(id, { dtrSno: 'DTR-EV-0002', latitude: 27.2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(METER_LIFECYCLE.evidenceChanged('Approved'));
    expect(await meterOf(id)).toMatchObject({ commissionStatus: 'Pending', autoCommissioned: false });
    expect((await recordOf(id)).at(-1)).toMatchObject({
      kind: 'evidence-changed',
      actorRole: 'AE_ADMIN',
      from: 'Approved',
      to: 'Pending',
      comment: 'Changed: DTR S.No, Latitude',
    });
  });

  it('refuses a new number for an accepted meter at its field, and changes nothing', async () => {
    const id = await approvedMeter();
    const before = await meterOf(id);
    const response = await edit(id, { meterSno: 'SM-OTHER-1', dtrSno: 'DTR-EV-0003' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ meterSno: METER_LIFECYCLE.identityLocked });
    expect(await meterOf(id)).toEqual(before);
  });

  it('sets aside a pending recommendation, so the BI recommends on the new evidence', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const recommended = await call('bi', 'POST', '/meters/bi-admin/update-tech-support', {
      meterId: meter.id,
      techSupportStatus: 'Rejected',
      rejectionCategory: 'location',
      comments: 'Coordinates are in the next village',
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    expect((await edit(meter.id, { longitude: 77.95 })).json().message).toBe(
      METER_LIFECYCLE.evidenceChanged('Pending'),
    );
    expect(await meterOf(meter.id)).toMatchObject({ techSupportStatus: null, rejectionCategory: null });
    expect((await recordOf(meter.id)).map((e) => e.kind)).toEqual(['recommendation', 'evidence-changed']);
  });

  it('records a rejected meter’s new photo as rework and leaves it rejected until a reopen', async () => {
    const meter = await addMeter(t.app.dbHandle.db, {
      fieldOfficerId: officerId,
      commissionStatus: 'Rejected',
      rejectionCategory: 'documentation',
    });
    const form = multipart({}, [{ field: 'photo', name: 'seal.jpg', type: 'image/jpeg', bytes: jpeg }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meters/${meter.id}/photos/2`,
      headers: { cookie: c.ae, ...CONSOLE, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await meterOf(meter.id)).toMatchObject({
      commissionStatus: 'Rejected',
      rejectionCategory: 'documentation',
    });
    expect((await recordOf(meter.id)).at(-1)).toMatchObject({
      kind: 'evidence-changed',
      from: 'Rejected',
      to: 'Rejected',
      comment: 'Changed: Photo 2',
    });
  });

  it('leaves the review alone for fields that are not evidence, and for a meter nobody reviewed', async () => {
    const id = await approvedMeter();
    const phone = await edit(id, { phone: '9811111111' });
    expect(phone.json().message).toBe(METER_MESSAGES.updated);
    expect(await meterOf(id)).toMatchObject({ commissionStatus: 'Approved' });
    const fresh = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    expect((await edit(fresh.id, { latitude: 27.3, feederName: 'Mandi Feeder' })).json().message).toBe(
      METER_MESSAGES.updated,
    );
    expect(await recordOf(fresh.id)).toEqual([]);
  });

  it('leaves an unreviewed meter to people once its DTR details are changed by hand', async () => {
    const fresh = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const response = await edit(fresh.id, { dtrCapacity: '250 KVA' });
    expect(response.json().message).toBe(METER_LIFECYCLE.leftToPeople);
    expect(await recordOf(fresh.id)).toMatchObject([
      { kind: 'evidence-changed', from: 'Pending', to: 'Pending', comment: 'Changed: DTR Capacity' },
    ]);
  });

  it('makes a new photo a new version: a decision on the photos seen before is stale', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const seen = await meterOf(meter.id);
    const form = multipart({}, [{ field: 'photo', name: 'new.jpg', type: 'image/jpeg', bytes: jpeg }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meters/${meter.id}/photos/1`,
      headers: { cookie: c.ae, ...CONSOLE, ...form.headers },
      payload: form.payload,
    });
    expect(upload.json().data.version).toBe(seen.version + 1);
    const decided = await call('superadmin', 'PUT', `/meters/${meter.id}/commission-status`, {
      commissionStatus: 'Approved',
      version: seen.version,
    });
    expect(decided.statusCode).toBe(409);
    expect(await meterOf(meter.id)).toMatchObject({ commissionStatus: 'Pending' });
  });
});
