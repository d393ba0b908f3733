import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT, METER_EDIT_TEXTS, MODEM_API_TEXTS, MODEM_LIFECYCLE, PHOTO_MESSAGES } from '@smms/shared';
import { addModem, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { cutAt, multipart } from '../../test/multipart.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'ae' | 'officer' | 'otherOfficer' | 'bi', string>;
let officerId: number;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.changes', role: 'AE_ADMIN', accessLevel: 'Modems' });
  officerId = (
    await addUser(db, {
      username: 'officer.changes',
      role: 'FIELD_OFFICER',
      accessLevel: 'Modems',
      createdBy: ae.id,
    })
  ).id;
  await addUser(db, { username: 'officer.other', role: 'FIELD_OFFICER', accessLevel: 'Modems' });
  await addUser(db, { username: 'bi.changes', role: 'BI_ADMIN', accessLevel: 'Modems' });
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    ae: await signIn(t.app, 'ae.changes', FIXTURE_PASSWORD),
    officer: await signIn(t.app, 'officer.changes', FIXTURE_PASSWORD),
    otherOfficer: await signIn(t.app, 'officer.other', FIXTURE_PASSWORD),
    bi: await signIn(t.app, 'bi.changes', FIXTURE_PASSWORD),
  };
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#225588' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const photoFiles = () =>
  fs.existsSync(t.config.photoDir)
    ? fs.readdirSync(t.config.photoDir, { recursive: true }).filter((f) => String(f).endsWith('.jpg'))
    : [];
const installAudits = async () =>
  (
    await t.app.dbHandle.db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'MODEM_INSTALLED')
      .executeTakeFirstOrThrow()
  ).n;
const modemCount = async () =>
  (
    await t.app.dbHandle.db
      .selectFrom('modems')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const save = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/modem/save-meter-data',
    headers: { cookie, ...CONSOLE },
    payload,
  });

describe('POST /api/v1/modem/save-meter-data', () => {
  it('registers a modem once: the same modem number again answers 200 with the stored modem', async () => {
    const before = Number(await modemCount());
    const payload = { modemno: 'MDM-FIELD-1', ctmtrno: 'MTR-77', servicecno: 'SC-77', ht: 'Shri Lal' };
    const first = await save(c.officer, payload);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: MODEM_API_TEXTS.saved,
      data: { modemSno: 'MDM-FIELD-1', meterSno: 'MTR-77', serviceNo: 'SC-77', consumerName: 'Shri Lal' },
    });
    expect(first.json().data).toMatchObject({
      fieldOfficerId: officerId,
      division: 'Agra Urban I',
      stage: 'Installed',
    });
    const again = await save(c.officer, { ...payload, ctmtrno: 'MTR-CHANGED' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: MODEM_API_TEXTS.alreadySaved, data: first.json().data });
    expect(Number(await modemCount())).toBe(before + 1);
    const audits = await t.app.dbHandle.db
      .selectFrom('activities')
      .select('action')
      .where('entityType', '=', 'modem')
      .where('entityId', '=', first.json().data.id)
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['MODEM_INSTALLED']);
  });

  it('refuses (409) a modem number another officer registered, and lets an AE_ADMIN install for its officer', async () => {
    expect((await save(c.otherOfficer, { modemSno: 'MDM-FIELD-1' })).statusCode).toBe(409);
    const forOfficer = await save(c.ae, { modemSno: 'MDM-AE-1', fieldOfficerId: officerId });
    expect(forOfficer.statusCode).toBe(201);
    expect(forOfficer.json().data.fieldOfficerId).toBe(officerId);
    expect((await save(c.ae, { modemSno: 'MDM-AE-2' })).statusCode).toBe(400);
    expect((await save(c.bi, { modemSno: 'MDM-BI-1' })).statusCode).toBe(403);
    expect((await save(c.officer, { meterSno: 'no modem' })).statusCode).toBe(400);
  });

  it('refuses a phone that is not one (400, naming the field) and registers nothing', async () => {
    const before = Number(await modemCount());
    const bad = await save(c.officer, { modemno: 'MDM-PHONE-1', phone: 'call Ravi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ phone: METER_EDIT_TEXTS.invalidPhone });
    expect(Number(await modemCount())).toBe(before);
    expect((await save(c.officer, { modemno: 'MDM-PHONE-1', phone: ' 9876501234 ' })).json().data.phone).toBe(
      '9876501234',
    );
  });

  it('stores the photos of a multipart install and serves them to who may see the modem', async () => {
    const form = multipart({ modemno: 'MDM-PHOTO-1', phone: '9876501234' }, [
      { field: 'photo1', name: 'a.png', type: 'image/png', bytes: png },
      { field: 'photo3', name: 'c.png', type: 'image/png', bytes: png },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/modem/save-meter-data',
      headers: { cookie: c.officer, ...CONSOLE, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    const modem = response.json().data;
    expect(modem.photos.map((p: { slot: number }) => p.slot)).toEqual([1, 3]);
    const photo = await t.app.inject({ url: modem.photos[0].url, headers: { cookie: c.ae } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    // Its URL names the modem's version, so it is kept long; a URL of no version is checked each time.
    expect(photo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const bare = await t.app.inject({ url: `/api/v1/modem/${modem.id}/photos/1`, headers: { cookie: c.ae } });
    expect(bare.headers['cache-control']).toBe('private, no-cache');
    expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const missing = await t.app.inject({
      url: `/api/v1/modem/${modem.id}/photos/2`,
      headers: { cookie: c.ae },
    });
    expect(missing.statusCode).toBe(404);
    const outsider = await t.app.inject({ url: modem.photos[0].url, headers: { cookie: c.otherOfficer } });
    expect(outsider.statusCode).toBe(404);
  });

  it('refuses a form cut inside a part header with 400 and registers nothing', async () => {
    const [modems, files, installs] = [await modemCount(), photoFiles().length, await installAudits()];
    const form = multipart({ modemno: 'MDM-CUT-1' }, [
      { field: 'photo1', name: 'a.png', type: 'image/png', bytes: png },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/modem/save-meter-data',
      headers: { cookie: c.officer, ...CONSOLE, ...form.headers },
      payload: cutAt(form.payload, 'filename="a.png"', 5),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(PHOTO_MESSAGES.brokenForm);
    expect(await modemCount()).toBe(modems);
    expect(photoFiles()).toHaveLength(files);
    expect(await installAudits()).toBe(installs);
  });
});

describe('PUT /api/v1/modem/:id/commission-status', () => {
  const put = (cookie: string, id: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/modem/${id}/commission-status`,
      headers: { cookie, ...CONSOLE },
      payload,
    });
  const fresh = async () =>
    addModem(t.app.dbHandle.db, { fieldOfficerId: officerId, communicationStatus: 'LIVE' });

  it('approves a pending modem, bumps its version, records the decision and audits from and to', async () => {
    const modem = await fresh();
    const response = await put(c.superadmin, modem.id, {
      commissionStatus: 'Approved',
      version: modem.version,
      comment: 'Signal fine',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: MODEM_LIFECYCLE.approved,
      data: { commissionStatus: 'Approved', stage: 'Accepted', version: modem.version + 1 },
    });
    expect(response.json().data.comments).toBe(modem.comments);
    const record = await t.app.inject({
      url: `/api/v1/modem/${modem.id}/review-record`,
      headers: { cookie: c.bi },
    });
    expect(record.json().data).toMatchObject([
      {
        kind: 'decision',
        actorName: 'Super Admin',
        actorRole: 'BI_SUPER_ADMIN',
        from: 'Pending',
        to: 'Approved',
      },
    ]);
    const entry = await t.app.dbHandle.db
      .selectFrom('activities')
      .selectAll()
      .where('entityType', '=', 'modem')
      .where('entityId', '=', modem.id)
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('MODEM_APPROVED');
    expect(entry.details).toMatchObject({ from: 'Pending', to: 'Approved', comment: 'Signal fine' });
  });

  it('answers 409 when the version is stale, and changes nothing', async () => {
    const modem = await fresh();
    const stale = await put(c.superadmin, modem.id, {
      commissionStatus: 'Approved',
      version: modem.version + 5,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONFLICT.staleVersion);
    expect(
      (await t.app.inject({ url: `/api/v1/modem/${modem.id}`, headers: { cookie: c.ae } })).json().data,
    ).toMatchObject({ commissionStatus: 'Pending', version: modem.version });
  });

  it('refuses a rejection without category and comment (400), and keeps a complete one with its reason', async () => {
    const modem = await fresh();
    const bare = await put(c.superadmin, modem.id, { commissionStatus: 'Rejected', version: modem.version });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({
      rejectionCategory: MODEM_LIFECYCLE.categoryRequired,
      comment: MODEM_LIFECYCLE.rejectCommentRequired,
    });
    const rejected = await put(c.superadmin, modem.id, {
      commissionStatus: 'Rejected',
      version: modem.version,
      comment: 'Antenna inside a metal box',
      rejectionCategory: 'location',
    });
    expect(rejected.json().data).toMatchObject({
      stage: 'Rejected',
      rejectionCategory: 'location',
      rejectionReason: 'Antenna inside a metal box',
    });
    // Re-submitted after a field fix by the AE_ADMIN: back to pending, reason and category cleared.
    const reopened = await put(c.ae, modem.id, {
      commissionStatus: 'Pending',
      version: modem.version + 1,
      comment: 'Antenna moved',
    });
    expect(reopened.json()).toMatchObject({
      message: MODEM_LIFECYCLE.reopened,
      data: { stage: 'Commissioned', rejectionCategory: null, rejectionReason: null },
    });
  });

  it('refuses transitions the rule forbids (409) and roles it does not name (403)', async () => {
    const modem = await fresh();
    const byAe = await put(c.ae, modem.id, { commissionStatus: 'Approved', version: modem.version });
    expect(byAe.statusCode).toBe(403);
    const same = await put(c.superadmin, modem.id, { commissionStatus: 'Pending', version: modem.version });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(MODEM_LIFECYCLE.forbiddenTransition('Pending', 'Pending'));
    expect(
      (await put(c.otherOfficer, modem.id, { commissionStatus: 'Pending', version: 1 })).statusCode,
    ).toBe(404);
  });
});
