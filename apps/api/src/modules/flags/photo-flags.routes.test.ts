import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagReasons, type Flag } from '@smms/shared';
import { addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { multipart } from '../../test/multipart.js';
import { picture, resaved } from '../../test/pictures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { fingerprintStoredPhotos } from './index.js';

let t: TestApp;
let officer: string;
let admin: string;
let otherAe: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.flags', role: 'AE_ADMIN' });
  await addUser(db, { username: 'ae.elsewhere', role: 'AE_ADMIN' });
  await addUser(db, {
    username: 'fo.flags',
    role: 'FIELD_OFFICER',
    createdBy: ae.id,
    phone: '9876512345',
    accessLevel: 'Meters,Modems',
  });
  officer = await signIn(t.app, 'fo.flags', FIXTURE_PASSWORD);
  admin = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
  otherAe = await signIn(t.app, 'ae.elsewhere', FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const files = (photos: Record<number, Buffer>) =>
  Object.entries(photos).map(([slot, bytes]) => ({
    field: `photo${slot}`,
    name: 'p.jpg',
    type: 'image/jpeg',
    bytes,
  }));

async function installMeter(meterSno: string, photos: Record<number, Buffer>): Promise<number> {
  const form = multipart({ meterSno }, files(photos));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/meters',
    headers: { cookie: officer, ...CONSOLE, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

async function flagsOf(kind: 'meters' | 'modem', id: number, cookie = admin): Promise<Flag[]> {
  const response = await t.app.inject({ url: `/api/v1/${kind}/${id}/flags`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const photoMatches = (flags: Flag[]) =>
  flags
    .filter((f) => f.code === 'photo-match')
    .map((f) => ({ with: `${f.related!.kind} ${f.related!.serial}`, pairs: f.pairs }));

describe('photo-match flags', () => {
  let a: number;
  let b: number;
  let c: number;

  it('flag two meters holding the same photo, on both, saying which photos', async () => {
    const [one, two, three] = await Promise.all([picture(1), picture(2), picture(3)]);
    a = await installMeter('FLAG-A', { 1: one, 2: two });
    b = await installMeter('FLAG-B', { 1: one, 3: three });
    expect(photoMatches(await flagsOf('meters', a))).toEqual([
      { with: 'meter FLAG-B', pairs: [{ slot: 1, otherSlot: 1, distance: 0, sameFile: true }] },
    ]);
    const onB = await flagsOf('meters', b);
    expect(photoMatches(onB)).toEqual([
      { with: 'meter FLAG-A', pairs: [{ slot: 1, otherSlot: 1, distance: 0, sameFile: true }] },
    ]);
    expect(flagReasons(onB[0]!)).toEqual(['Photo 1 is the same file as photo 1 of meter FLAG-A']);
    expect(onB[0]!.related).toMatchObject({ id: a, inView: true });
    // The other's matching photo, at its current version, for the decision view to show beside this one's.
    const [shown] = onB[0]!.related!.photos;
    expect(shown).toMatchObject({
      slot: 1,
      url: expect.stringMatching(`^/api/v1/meters/${a}/photos/1\\?v=`),
    });
    const photo = await t.app.inject({ url: shown!.url, headers: { cookie: admin } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('flag a photo saved again smaller, by its fingerprint, with how far it is', async () => {
    c = await installMeter('FLAG-C', { 4: await resaved(await picture(2)) });
    const [flag] = await flagsOf('meters', c);
    expect(flag).toMatchObject({ code: 'photo-match', related: { kind: 'meter', id: a, serial: 'FLAG-A' } });
    expect(flag!.pairs).toHaveLength(1);
    expect(flag!.pairs![0]).toMatchObject({ slot: 4, otherSlot: 2, sameFile: false });
    expect(flag!.pairs![0]!.distance).toBeLessThanOrEqual(3);
    expect(flagReasons(flag!)[0]).toMatch(
      /^Photo 4 looks like photo 2 of meter FLAG-A \(\d of 64 fingerprint bits differ\)$/,
    );
    expect(photoMatches(await flagsOf('meters', a)).map((m) => m.with)).toEqual([
      'meter FLAG-B',
      'meter FLAG-C',
    ]);
  });

  it('find again when a photo is replaced or removed: the flag goes from both meters', async () => {
    const form = multipart({}, [
      { field: 'file', name: 'p.jpg', type: 'image/jpeg', bytes: await picture(4) },
    ]);
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meters/${b}/photos/1`,
      headers: { cookie: officer, ...CONSOLE, ...form.headers },
      payload: form.payload,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await flagsOf('meters', b)).toEqual([]);
    expect(photoMatches(await flagsOf('meters', a)).map((m) => m.with)).toEqual(['meter FLAG-C']);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/meters/${c}/photos/4`,
      headers: { cookie: admin, ...CONSOLE },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await flagsOf('meters', a)).toEqual([]);
  });

  it('match pictures without detail by their file only', async () => {
    const blank = (background: string) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const grey = await blank('#808080');
    const d = await installMeter('FLAG-D', { 1: grey });
    const e = await installMeter('FLAG-E', { 1: grey });
    await installMeter('FLAG-F', { 1: await blank('#202020') });
    expect(photoMatches(await flagsOf('meters', d))).toEqual([
      { with: 'meter FLAG-E', pairs: [{ slot: 1, otherSlot: 1, distance: 0, sameFile: true }] },
    ]);
    expect(photoMatches(await flagsOf('meters', e)).map((m) => m.with)).toEqual(['meter FLAG-D']);
  });

  it('match across meters and modems', async () => {
    const form = multipart({ modemno: 'FLAG-MDM-1', phone: '9876512345' }, files({ 2: await picture(1) }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/modem/save-meter-data',
      headers: { cookie: officer, ...CONSOLE, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const modem = response.json().data.id;
    expect(photoMatches(await flagsOf('modem', modem))).toEqual([
      { with: 'meter FLAG-A', pairs: [{ slot: 2, otherSlot: 1, distance: 0, sameFile: true }] },
    ]);
    expect(photoMatches(await flagsOf('meters', a))).toEqual([
      { with: 'modem FLAG-MDM-1', pairs: [{ slot: 1, otherSlot: 2, distance: 0, sameFile: true }] },
    ]);
    // A reviewer of meters only is not shown the modem: modem data needs the Modems view (access.ts).
    await addUser(t.app.dbHandle.db, { username: 'bi.meters', role: 'BI_ADMIN', accessLevel: 'Meters' });
    const metersOnly = await signIn(t.app, 'bi.meters', FIXTURE_PASSWORD);
    const [seen] = await flagsOf('meters', a, metersOnly);
    expect(seen!.related).toEqual({ kind: 'modem', id: 0, serial: '', inView: false, photos: [] });
  });

  it('are answered only to who may see the installation', async () => {
    const response = await t.app.inject({ url: `/api/v1/meters/${a}/flags`, headers: { cookie: otherAe } });
    expect(response.statusCode).toBe(404);
  });

  it("name an installation outside the viewer's area by its kind only", async () => {
    const db = t.app.dbHandle.db;
    const elsewhere = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'ae.elsewhere')
      .executeTakeFirstOrThrow();
    await addUser(db, {
      username: 'fo.elsewhere',
      role: 'FIELD_OFFICER',
      createdBy: elsewhere.id,
      phone: '9876554321',
    });
    const theirs = await signIn(t.app, 'fo.elsewhere', FIXTURE_PASSWORD);
    const form = multipart({ meterSno: 'FLAG-THEIRS' }, files({ 3: await picture(2) }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/meters',
      headers: { cookie: theirs, ...CONSOLE, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const seen = await flagsOf('meters', response.json().data.id, otherAe);
    expect(seen.map((flag) => flag.related)).toEqual([
      { kind: 'meter', id: 0, serial: '', inView: false, photos: [] },
    ]);
    expect(flagReasons(seen[0]!)).toEqual([
      'Photo 3 is the same file as photo 2 of a meter outside your area',
    ]);
    expect(JSON.stringify(seen)).not.toContain(`/meters/${a}/`);
    // The super admin sees both, by serial.
    expect(photoMatches(await flagsOf('meters', response.json().data.id)).map((m) => m.with)).toEqual([
      'meter FLAG-A',
    ]);
  });

  it('go with a deleted installation, from the others too', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/meters/${a}`,
      headers: { cookie: admin, ...CONSOLE },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const left = await t.app.dbHandle.db
      .selectFrom('installationFlags')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'meter'), eb('installationId', '=', a)]),
          eb.and([eb('relatedKind', '=', 'meter'), eb('relatedId', '=', a)]),
        ]),
      )
      .execute();
    expect(left).toEqual([]);
  });
});

describe('photos stored before fingerprints', () => {
  it('are fingerprinted by the background pass, which flags their matches', async () => {
    const photo = await picture(7);
    const first = await installMeter('FLAG-OLD-1', {});
    const second = await installMeter('FLAG-OLD-2', {});
    const db = t.app.dbHandle.db;
    for (const id of [first, second]) {
      const fileName = await t.app.photos.meters.write(id, 3, photo);
      await db
        .insertInto('meterPhotos')
        .values({ meterId: id, slot: 3, fileName, contentType: 'image/jpeg', sizeBytes: photo.length })
        .execute();
    }
    // A row whose file is in no store is counted and left as it is.
    await db
      .insertInto('meterPhotos')
      .values({ meterId: first, slot: 4, fileName: 'lost.jpg', contentType: 'image/jpeg', sizeBytes: 1 })
      .execute();
    expect(await flagsOf('meters', first)).toEqual([]);
    const tally = await fingerprintStoredPhotos(db, t.app.photos, new AbortController().signal);
    expect(tally).toEqual({ fingerprinted: 2, missing: 1 });
    expect(photoMatches(await flagsOf('meters', first))).toEqual([
      { with: 'meter FLAG-OLD-2', pairs: [{ slot: 3, otherSlot: 3, distance: 0, sameFile: true }] },
    ]);
    expect(await fingerprintStoredPhotos(db, t.app.photos, new AbortController().signal)).toEqual({
      fingerprinted: 0,
      missing: 1,
    });
  });
});
