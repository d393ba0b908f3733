import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METER_MESSAGES, REWORK_MESSAGES, type ReviewEvent, type ReworkItem } from '@smms/shared';
import { addMeter, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { multipart } from '../../test/multipart.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

/**
 * Per-photo reasons and the rework loop (issue 42): the super admin's rejection names the photos at fault, the
 * field officer's rework list (GET /meters/rework) returns the meter with what to fix, and replacing the last
 * named photo sends it back to review with the record saying so.
 */
let t: TestApp;
let c: Record<'superadmin' | 'officer' | 'ae' | 'otherAe' | 'bi', string>;
let officerId: number;
let shade = 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.rework', role: 'AE_ADMIN' });
  await addUser(db, { username: 'ae.elsewhere', role: 'AE_ADMIN' });
  await addUser(db, { username: 'bi.rework', role: 'BI_ADMIN' });
  officerId = (await addUser(db, { username: 'off.rework', role: 'FIELD_OFFICER', createdBy: ae.id })).id;
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    officer: await signIn(t.app, 'off.rework', FIXTURE_PASSWORD),
    ae: await signIn(t.app, 'ae.rework', FIXTURE_PASSWORD),
    otherAe: await signIn(t.app, 'ae.elsewhere', FIXTURE_PASSWORD),
    bi: await signIn(t.app, 'bi.rework', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const api = (who: keyof typeof c, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: c[who], ...CONSOLE }, payload });

/** A picture no other call sent (a new shade each time), or `again` to send the same bytes twice. */
async function picture(): Promise<Buffer> {
  shade += 1;
  // Stripes whose width changes with the shade: a new picture to the eye as well as to the bytes.
  const width = 96;
  const stripe = 4 + (shade % 20);
  const pixels = Buffer.alloc(width * 64 * 3);
  for (let i = 0; i < width * 64; i += 1) {
    const x = i % width;
    const on = Math.floor(x / stripe) % 2 === 0;
    pixels.set(on ? [shade % 256, 40, 200] : [250, (shade * 7) % 256, 10], i * 3);
  }
  return sharp(pixels, { raw: { width, height: 64, channels: 3 } })
    .png()
    .toBuffer();
}

async function putPhoto(who: keyof typeof c, id: number, slot: number, bytes: Buffer) {
  const form = multipart({}, [{ field: 'file', name: 'p.png', type: 'image/png', bytes }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/meters/${id}/photos/${slot}`,
    headers: { cookie: c[who], ...CONSOLE, ...form.headers },
    payload: form.payload,
  });
}

/** A meter of the officer with photos in slots 1–3. */
async function meterWithPhotos() {
  const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
  for (const slot of [1, 2, 3])
    expect((await putPhoto('officer', meter.id, slot, await picture())).statusCode).toBe(200);
  const read = await api('superadmin', 'GET', `/meters/${meter.id}`);
  return { id: meter.id, meterSno: meter.meterSno, version: read.json().data.version as number };
}

const reject = (id: number, version: number, photoFaults?: object[]) =>
  api('superadmin', 'PUT', `/meters/${id}/commission-status`, {
    commissionStatus: 'Rejected',
    rejectionCategory: 'documentation',
    comment: 'Photos do not show the meter',
    version,
    photoFaults,
  });

const record = async (id: number) =>
  (await api('superadmin', 'GET', `/meters/${id}/review-record`)).json().data as ReviewEvent[];
const reworkOf = async (who: keyof typeof c, query = '') =>
  (await api(who, 'GET', `/meters/rework${query}`)).json() as { data: ReworkItem[]; total: number };
const status = async (id: number) => (await api('superadmin', 'GET', `/meters/${id}`)).json().data;

describe('a rejection naming photos at fault', () => {
  it('keeps them in the record and on the officer’s rework list, and the last one replaced reopens the meter', async () => {
    const meter = await meterWithPhotos();
    const faults = [
      { slot: 3, fault: 'seal-not-visible' },
      { slot: 2, fault: 'blurred' },
    ];
    const rejected = await reject(meter.id, meter.version, faults);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await record(meter.id)).at(-1)).toMatchObject({
      kind: 'decision',
      to: 'Rejected',
      photoFaults: [
        { slot: 2, fault: 'blurred' },
        { slot: 3, fault: 'seal-not-visible' },
      ],
    });

    const listed = (await reworkOf('officer')).data.find((item) => item.id === meter.id);
    expect(listed).toMatchObject({
      meterSno: meter.meterSno,
      officer: { id: officerId },
      rejectedBy: expect.any(String),
      category: 'documentation',
      comment: 'Photos do not show the meter',
      photos: [
        { slot: 2, fault: 'blurred', replaced: false },
        { slot: 3, fault: 'seal-not-visible', replaced: false },
      ],
    });

    // One of the two replaced: still Rejected, the list says which is done.
    const first = await putPhoto('officer', meter.id, 2, await picture());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(METER_MESSAGES.photoSaved);
    expect(first.json().data.commissionStatus).toBe('Rejected');
    expect((await reworkOf('officer')).data.find((item) => item.id === meter.id)?.photos).toEqual([
      { slot: 2, fault: 'blurred', replaced: true },
      { slot: 3, fault: 'seal-not-visible', replaced: false },
    ]);

    // The last one replaced: back in review, awaiting a fresh recommendation, and off the rework list.
    const last = await putPhoto('officer', meter.id, 3, await picture());
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().message).toBe(REWORK_MESSAGES.backInReview);
    expect(last.json().data).toMatchObject({
      commissionStatus: 'Pending',
      rejectionCategory: null,
      techSupportStatus: null,
    });
    expect((await record(meter.id)).slice(-2)).toMatchObject([
      { kind: 'evidence-changed', from: 'Rejected' },
      { kind: 'decision', from: 'Rejected', to: 'Pending', comment: REWORK_MESSAGES.photosReplaced([2, 3]) },
    ]);
    expect((await reworkOf('officer')).data.some((item) => item.id === meter.id)).toBe(false);
  });

  it('does not count the same picture sent again as a replacement', async () => {
    const meter = await meterWithPhotos();
    const same = await picture();
    expect((await putPhoto('officer', meter.id, 1, same)).statusCode).toBe(200);
    const version = (await status(meter.id)).version as number;
    expect((await reject(meter.id, version, [{ slot: 1, fault: 'wrong-meter' }])).statusCode).toBe(200);
    const again = await putPhoto('officer', meter.id, 1, same);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.commissionStatus).toBe('Rejected');
    expect((await reworkOf('officer')).data.find((item) => item.id === meter.id)?.photos).toEqual([
      { slot: 1, fault: 'wrong-meter', replaced: false },
    ]);
  });

  it('leaves a rejection naming no photos to the officer’s reopen', async () => {
    const meter = await meterWithPhotos();
    expect((await reject(meter.id, meter.version)).statusCode).toBe(200);
    const replaced = await putPhoto('officer', meter.id, 1, await picture());
    expect(replaced.json().data.commissionStatus).toBe('Rejected');
    expect((await reworkOf('officer')).data.find((item) => item.id === meter.id)?.photos).toEqual([]);
  });

  it('refuses a photo the meter does not have, a photo named twice, and photos with an approval: 400, nothing changed', async () => {
    const meter = await meterWithPhotos();
    const refusals = [
      [
        await reject(meter.id, meter.version, [{ slot: 4, fault: 'blurred' }]),
        REWORK_MESSAGES.noPhotoThere([4]),
      ],
      [
        await reject(meter.id, meter.version, [
          { slot: 1, fault: 'blurred' },
          { slot: 1, fault: 'other' },
        ]),
        REWORK_MESSAGES.onePerPhoto,
      ],
      [
        await api('superadmin', 'PUT', `/meters/${meter.id}/commission-status`, {
          commissionStatus: 'Approved',
          version: meter.version,
          photoFaults: [{ slot: 1, fault: 'blurred' }],
        }),
        REWORK_MESSAGES.faultsOnlyWhenRejecting,
      ],
    ] as const;
    for (const [response, message] of refusals) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(await status(meter.id)).toMatchObject({ commissionStatus: 'Pending', version: meter.version });
    expect(await record(meter.id)).toEqual([]);
  });
});

describe('GET /api/v1/meters/rework', () => {
  it('lists the rejected meters in scope: the officer’s own, its AE_ADMIN’s officers’, none of another AE_ADMIN’s', async () => {
    const meter = await meterWithPhotos();
    expect((await reject(meter.id, meter.version, [{ slot: 1, fault: 'location' }])).statusCode).toBe(200);
    for (const who of ['officer', 'ae', 'superadmin'] as const)
      expect((await reworkOf(who)).data.map((item) => item.id)).toContain(meter.id);
    expect((await reworkOf('ae', `?officerId=${officerId}`)).data.map((item) => item.id)).toContain(meter.id);
    expect(await reworkOf('otherAe')).toMatchObject({ data: [], total: 0 });
    expect((await api('bi', 'GET', '/meters/rework')).statusCode).toBe(403);

    // Pages: the total counts them all, a page past the end is empty with the same total.
    const all = await reworkOf('officer');
    expect(all.total).toBe(all.data.length);
    expect(await reworkOf('officer', `?page=9&pageSize=1`)).toMatchObject({ data: [], total: all.total });
    expect((await reworkOf('officer', `?pageSize=1`)).data).toHaveLength(1);
  });
});
