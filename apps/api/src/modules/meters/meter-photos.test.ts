import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@smms/shared';
import { addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { cutAt, multipart } from '../../test/multipart.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let officerCookie: string;
let otherAeCookie: string;
let officerId: number;
let png: Buffer;

const photoFiles = () => {
  const dir = t.config.photoDir;
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.jpg'))
    : [];
};
const installAudits = async () =>
  (
    await t.app.dbHandle.db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'METER_INSTALLED')
      .executeTakeFirstOrThrow()
  ).n;
const meterCount = async () =>
  (
    await t.app.dbHandle.db
      .selectFrom('meters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.photo', role: 'AE_ADMIN' });
  await addUser(db, { username: 'ae.other', role: 'AE_ADMIN' });
  officerId = (await addUser(db, { username: 'officer.photo', role: 'FIELD_OFFICER', createdBy: ae.id })).id;
  officerCookie = await signIn(t.app, 'officer.photo', FIXTURE_PASSWORD);
  otherAeCookie = await signIn(t.app, 'ae.other', FIXTURE_PASSWORD);
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

/** The field app's install call: one PNG under each of the given form field names. */
function installWithPhotos(meterSno: string, fields: readonly string[]) {
  const form = multipart(
    { meterSno },
    fields.map((field) => ({ field, name: `${field}.png`, type: 'image/png', bytes: png })),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/meters',
    headers: { cookie: officerCookie, ...CONSOLE, ...form.headers },
    payload: form.payload,
  });
}

describe('POST /api/v1/meters with photos', () => {
  it('registers a meter for the signed-in officer with its photos, re-encoded as JPEG', async () => {
    const form = multipart({ meterSno: 'PH000001', substationName: 'Tajganj' }, [
      { field: 'photo1', name: 'a.png', type: 'image/png', bytes: png },
      { field: 'photo2', name: 'b.png', type: 'image/png', bytes: png },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/meters',
      headers: { cookie: officerCookie, ...CONSOLE, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const meter = response.json().data;
    expect(meter).toMatchObject({
      meterSno: 'PH000001',
      fieldOfficerId: officerId,
      commissionStatus: 'Pending',
    });
    expect(meter.photos.map((p: { slot: number }) => p.slot)).toEqual([1, 2]);
    const photo = await t.app.inject({ url: meter.photo1, headers: { cookie: officerCookie } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await t.app.inject({ url: meter.photo1, headers: { cookie: otherAeCookie } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: meter.photo1 })).statusCode).toBe(401);
  });

  it('puts each photo in the slot it was sent for, and files sent as photos in the free slots', async () => {
    const slotted = await installWithPhotos('PH000011', ['photo1', 'photo3']);
    expect(slotted.statusCode, slotted.body).toBe(201);
    const meter = slotted.json().data;
    expect(meter.photos.map((p: { slot: number }) => p.slot)).toEqual([1, 3]);
    expect(meter.photo1).toMatch(/\/photos\/1\?/);
    expect(meter.photo2).toBeNull();
    expect(meter.photo3).toMatch(/\/photos\/3\?/);
    expect((await t.app.inject({ url: meter.photo3, headers: { cookie: officerCookie } })).statusCode).toBe(
      200,
    );

    const mixed = await installWithPhotos('PH000012', ['photos', 'photo1', 'photos']);
    expect(mixed.statusCode, mixed.body).toBe(201);
    expect(mixed.json().data.photos.map((p: { slot: number }) => p.slot)).toEqual([1, 2, 3]);
  });

  it('refuses a slot sent twice, a fifth photo or an unknown file field, and stores nothing', async () => {
    const [meters, files] = [await meterCount(), photoFiles().length];
    for (const [fields, message] of [
      [['photo2', 'photo2'], PHOTO_MESSAGES.slotTwice(2)],
      [['photo1', 'photos', 'photos', 'photos', 'photos'], PHOTO_MESSAGES.tooMany],
      [['selfie'], PHOTO_MESSAGES.unknownField('selfie')],
    ] as const) {
      const response = await installWithPhotos('PH000013', fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await meterCount()).toBe(meters);
    expect(photoFiles()).toHaveLength(files);
  });

  it('refuses a file that is not an image, whatever it claims, and stores nothing', async () => {
    const [meters, files] = [await meterCount(), photoFiles().length];
    const form = multipart({ meterSno: 'PH000002' }, [
      { field: 'photo1', name: 'x.jpg', type: 'image/jpeg', bytes: Buffer.from('MZ this is not a picture') },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/meters',
      headers: { cookie: officerCookie, ...CONSOLE, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PHOTO_MESSAGES.notImage);
    expect(await meterCount()).toBe(meters);
    expect(photoFiles()).toHaveLength(files);
  });

  it('refuses a photo over 10 MB with 413 and stores nothing', async () => {
    const [meters, files] = [await meterCount(), photoFiles().length];
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const form = multipart({ meterSno: 'PH000003' }, [
      { field: 'photo1', name: 'big.png', type: 'image/png', bytes: big },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/meters',
      headers: { cookie: officerCookie, ...CONSOLE, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(await meterCount()).toBe(meters);
    expect(photoFiles()).toHaveLength(files);
  });

  it('answers 400 with field errors for a missing meter number, and 409 for a duplicate', async () => {
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/meters',
        headers: { cookie: officerCookie, ...CONSOLE },
        payload,
      });
    const missing = await post({ substationName: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('meterSno');
    expect((await post({ meterSno: 'PH000001' })).statusCode).toBe(409);
  });

  it('replaces one photo slot and removes the old file', async () => {
    const meter = (
      await t.app.inject({ url: '/api/v1/meters?q=PH000001', headers: { cookie: officerCookie } })
    ).json().data[0];
    const before = photoFiles().length;
    const form = multipart({}, [{ field: 'file', name: 'c.png', type: 'image/png', bytes: png }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meters/${meter.id}/photos/1`,
      headers: { cookie: officerCookie, ...CONSOLE, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(photoFiles()).toHaveLength(before);
    expect(fs.existsSync(path.join(t.config.photoDir, String(meter.id)))).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/meters/${meter.id}/photos/5`,
          headers: { cookie: officerCookie, ...CONSOLE, ...form.headers },
          payload: form.payload,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/v1/meters with a broken form', () => {
  const form = () =>
    multipart({ meterSno: 'PH000090', substationName: 'Agra' }, [
      { field: 'photo1', name: 'a.png', type: 'image/png', bytes: png },
    ]);
  const send = (payload: Buffer, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/meters',
      headers: { cookie: officerCookie, ...CONSOLE, 'content-type': contentType },
      payload,
    });
  const stored = async () => [await meterCount(), await installAudits(), photoFiles().length];

  it('answers 400 for a form without a boundary or cut inside a file, and stores nothing', async () => {
    const before = await stored();
    const { payload, headers } = form();
    const fileBytes = payload.indexOf(png.subarray(0, 8));
    for (const [body, contentType] of [
      [payload, 'multipart/form-data'],
      [payload, 'multipart/form-data; charset=utf-8'],
      [payload.subarray(0, fileBytes + 20), headers['content-type']],
      [payload.subarray(0, fileBytes + png.length), headers['content-type']],
    ] as const) {
      const response = await send(body, contentType);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(PHOTO_MESSAGES.brokenForm);
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 400 for a form cut inside a part header or between parts: no meter, no file, no audit entry', async () => {
    const before = await stored();
    const { payload, headers } = form();
    const bodies = [
      cutAt(payload, 'filename="a.png"', 5),
      cutAt(payload, 'Content-Type: image/png', 8),
      cutAt(payload, 'Content-Disposition: form-data; name="photo1"'),
      cutAt(payload, 'PH000090', 4),
      payload.subarray(0, payload.length - 4),
      Buffer.from('not a form at all'),
      Buffer.alloc(0),
    ];
    for (const body of bodies) {
      const response = await send(body, headers['content-type']);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(PHOTO_MESSAGES.brokenForm);
    }
    expect(await stored()).toEqual(before);
  });

  it('takes a whole form with a quoted boundary, an epilogue or no last line break', async () => {
    const { payload } = form();
    const meterNo = (n: number) =>
      Buffer.from(payload.toString('latin1').replace('PH000090', `PH00009${n}`), 'latin1');
    const quoted = 'multipart/form-data; boundary="----smms-test-boundary"';
    for (const [body, contentType] of [
      [meterNo(1), quoted],
      [Buffer.concat([meterNo(2), Buffer.from('an epilogue the parser ignores')]), quoted],
      [meterNo(3).subarray(0, payload.length - 2), quoted],
    ] as const) {
      const response = await send(body, contentType);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.photos).toHaveLength(1);
    }
  });
});

describe('POST /api/v1/meters over a socket, a few bytes at a time', () => {
  it('finds the end of the form across chunks, and refuses the same form cut off', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { payload, headers } = multipart({ meterSno: 'PH000095' }, [
      { field: 'photo1', name: 'a.png', type: 'image/png', bytes: png },
    ]);
    const post = (body: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(`${address}/api/v1/meters`, {
          method: 'POST',
          headers: { cookie: officerCookie, ...CONSOLE, ...headers, 'content-length': body.length },
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        // Seven bytes a write, each flushed on its own, so the close delimiter spans several chunks.
        const writeFrom = (at: number) => {
          if (at >= body.length) return void request.end();
          request.write(body.subarray(at, at + 7), () => setImmediate(() => writeFrom(at + 7)));
        };
        writeFrom(0);
      });
    const before = await meterCount();
    expect(await post(payload.subarray(0, payload.length - 3))).toBe(400);
    expect(await meterCount()).toBe(before);
    expect(await post(payload)).toBe(201);
    expect(Number(await meterCount())).toBe(Number(before) + 1);
  });
});

describe('GET /api/v1/meters/:id/photos/:slot, cached', () => {
  it('gives a replaced photo a new URL, keeps the current URL a year and checks an older one each time', async () => {
    const installed = await installWithPhotos('PH000200', ['photo1']);
    expect(installed.statusCode, installed.body).toBe(201);
    const { id, photo1: before } = installed.json().data as { id: number; photo1: string };
    const get = (url: string) => t.app.inject({ url, headers: { cookie: officerCookie } });
    expect((await get(before)).headers['cache-control']).toBe('private, max-age=31536000, immutable');

    const red = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa0000' } })
      .png()
      .toBuffer();
    const form = multipart({}, [{ field: 'file', name: 'p.png', type: 'image/png', bytes: red }]);
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meters/${id}/photos/1`,
      headers: { cookie: officerCookie, ...CONSOLE, ...form.headers },
      payload: form.payload,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json().data.photo1 as string;
    expect(after).not.toBe(before);
    const current = await get(after);
    expect(current.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // The URL read before the change shows the new photo and is not kept: it was the old photo's.
    const stale = await get(before);
    expect(stale.headers['cache-control']).toBe('private, no-cache');
    expect(stale.rawPayload.equals(current.rawPayload)).toBe(true);
    expect((await get(`/api/v1/meters/${id}/photos/1`)).headers['cache-control']).toBe('private, no-cache');
  });
});

describe('POST /api/v1/meters/:id/photos/:slot, many at once', () => {
  const upload = (id: number, slot: number, bytes: Buffer) => {
    const form = multipart({}, [{ field: 'file', name: 'p.png', type: 'image/png', bytes }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/meters/${id}/photos/${slot}`,
      headers: { cookie: officerCookie, ...CONSOLE, ...form.headers },
      payload: form.payload,
    });
  };
  /** The files of one slot of a meter on disk (PHOTO_DIR/<id>/<slot>-<random>.jpg). */
  const slotFiles = (id: number, slot: number) => {
    const dir = path.join(t.config.photoDir, String(id));
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.startsWith(`${slot}-`)) : [];
  };
  const slotRows = (id: number) =>
    t.app.dbHandle.db
      .selectFrom('meterPhotos')
      .select(['slot', 'fileName'])
      .where('meterId', '=', id)
      .execute();
  const install = async (meterSno: string) => {
    const response = await installWithPhotos(meterSno, ['photo1']);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  };

  it('leaves one file in a slot, the one its row names, after ten uploads to it race', async () => {
    const id = await install('PH000100');
    const colours = ['#aa0000', '#00aa00', '#0000aa', '#aaaa00', '#00aaaa'];
    const images = await Promise.all(
      colours.map((background) =>
        sharp({ create: { width: 32, height: 24, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    // Ten uploads to slot 2 at once; slot 1 keeps the install's photo.
    const answers = await Promise.all(
      images.flatMap((image) => [upload(id, 2, image), upload(id, 2, image)]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const rows = await slotRows(id);
    expect(rows.map((r) => r.slot)).toEqual([1, 2]);
    for (const { slot, fileName } of rows)
      expect(slotFiles(id, slot).map((f) => `${id}/${f}`)).toEqual([fileName]);
  });

  it('keeps no file of an upload that fails: a refused image, or a meter deleted meanwhile', async () => {
    const id = await install('PH000101');
    const before = slotFiles(id, 1);
    const refused = await upload(id, 1, Buffer.from('MZ not a picture'));
    expect(refused.statusCode).toBe(400);
    expect(slotFiles(id, 1)).toEqual(before);

    const admin = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
    const uploads = Array.from({ length: 6 }, () => upload(id, 3, png));
    const removal = t.app.inject({
      method: 'DELETE',
      url: `/api/v1/meters/${id}`,
      headers: { cookie: admin, ...CONSOLE },
    });
    const answers = await Promise.all([removal, ...uploads]);
    expect(answers[0]?.statusCode, answers[0]?.body).toBe(200);
    for (const answer of answers.slice(1)) expect([200, 404]).toContain(answer.statusCode);
    expect(await slotRows(id)).toEqual([]);
    expect([...slotFiles(id, 1), ...slotFiles(id, 3)]).toEqual([]);
  });
  it('answers every upload and removal racing on one meter, and its photos in the answer follow its rows', async () => {
    const id = await install('PH000102');
    const admin = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
    const remove = (slot: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/meters/${id}/photos/${slot}`,
        headers: { cookie: admin, ...CONSOLE },
      });
    // Uploads to slots 2-4 and removals of slots 1-4, interleaved: each removal finds its photo or answers 404.
    const calls = [2, 3, 4].flatMap((slot) => [upload(id, slot, png), remove(slot), upload(id, slot, png)]);
    const answers = await Promise.all([remove(1), ...calls]);
    for (const answer of answers) expect([200, 404], answer.body).toContain(answer.statusCode);
    const slots = (await slotRows(id)).map((r) => r.slot).sort();
    expect(slots).not.toContain(1);
    const meter = await t.app.inject({
      method: 'GET',
      url: `/api/v1/meters/${id}`,
      headers: { cookie: admin, ...CONSOLE },
    });
    const { photos } = meter.json().data as { photos: { slot: number }[] };
    expect(photos.map((p) => p.slot)).toEqual(slots);
    for (const slot of [1, 2, 3, 4]) expect(slotFiles(id, slot).length).toBe(slots.includes(slot) ? 1 : 0);
  });
});
