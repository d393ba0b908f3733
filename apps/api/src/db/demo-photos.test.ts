import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { IdentityMatch, PhotoPair } from '@smms/shared';
import { checkStoredInstallations } from '../modules/flags/index.js';
import { createTestApp, signIn, type TestApp } from '../test/test-app.js';
import { loadDemoData } from './demo-data.js';
import { DEMO_PASSWORD } from './demo/people.js';

const PER_LIST = 4;
let t: TestApp;
let superadmin: string;
beforeAll(async () => {
  t = await createTestApp();
  // The demo brings its own superadmin: it loads before the bootstrap admin exists (npm run demo).
  await t.app.dbHandle.db.deleteFrom('users').where('username', '=', 'superadmin').execute();
  await loadDemoData(t.app.dbHandle.db, {
    photos: t.app.photos,
    size: { officers: 12, meters: 300, modems: 20, photos: PER_LIST, modemPhotos: 0 },
  });
  superadmin = await signIn(t.app, 'superadmin', DEMO_PASSWORD);
});
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({ url: url.startsWith('/api/v1') ? url : `/api/v1${url}`, headers: { cookie: superadmin } });

interface Row {
  meterSno: string;
  photos: { slot: number; url: string }[];
}
const firstRows = async (url: string): Promise<Row[]> =>
  (await get(`${url}${url.includes('?') ? '&' : '?'}pageSize=${PER_LIST}`)).json().data;

describe('the demo install photos', () => {
  it('gives the first meters of each review queue and list, as they open, four photos that are JPEGs', async () => {
    const lists = [
      '/meters/pending-with-tech-support',
      '/meters?stage=pending-review&review=No+Status',
      '/meters?stage=pending-review&review=Pending+Review',
      '/meters?stage=installed',
      '/meters?stage=commissioned',
      '/meters?stage=accepted',
      '/meters?stage=rejected',
    ];
    for (const list of lists) {
      const rows = await firstRows(list);
      expect(rows, list).toHaveLength(PER_LIST);
      for (const row of rows)
        expect(
          row.photos.map((p) => p.slot),
          `${list} ${row.meterSno}`,
        ).toEqual([1, 2, 3, 4]);
    }
    const [meter] = await firstRows(lists[0] as string);
    for (const photo of meter?.photos ?? []) {
      const response = await get(photo.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      const bytes = response.rawPayload;
      // A phone's small photo: 10 to 60 KB, 640 × 480, decoded as a JPEG.
      expect(bytes.length).toBeGreaterThan(8_000);
      expect(bytes.length).toBeLessThan(60_000);
      const info = await sharp(bytes).metadata();
      expect(info).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    }
  });

  it('draws each photo for its own installation: no two of a meter alike, nor one slot of two meters', async () => {
    const rows = await firstRows('/meters/pending-with-tech-support');
    const bytesOf = async (url: string) => (await get(url)).rawPayload.toString('base64');
    const first = await Promise.all((rows[0]?.photos ?? []).map((p) => bytesOf(p.url)));
    expect(new Set(first).size).toBe(4);
    expect(await bytesOf(rows[1]?.photos[0]?.url as string)).not.toBe(first[0]);
  });

  it('holds two photo matches, on purpose: a site photo reused as a file, a meter photo saved again smaller', async () => {
    const tally = await checkStoredInstallations(
      t.app.dbHandle.db,
      t.app.photos,
      new AbortController().signal,
    );
    expect(tally.missing).toBe(0);
    const flags = await t.app.dbHandle.db
      .selectFrom('installationFlags')
      .select(['installationId', 'relatedId', 'detail'])
      .where('code', '=', 'photo-match')
      .orderBy('installationId')
      .orderBy('relatedId')
      .execute();
    const pairs = flags.map((f) => (f.detail as { pairs: PhotoPair[] }).pairs);
    expect(pairs.flat().map((p) => [p.slot, p.otherSlot, p.sameFile])).toEqual(
      expect.arrayContaining([
        [4, 4, true],
        [1, 1, false],
      ]),
    );
    expect(flags).toHaveLength(4);
  });

  it('holds numbers written twice, on purpose: a meter number with a dash, two modems on one meter and one connection', async () => {
    const flags = await t.app.dbHandle.db
      .selectFrom('installationFlags')
      .select(['kind', 'code', 'detail'])
      .where('code', 'not in', ['photo-match', 'far-from-dtr', 'outside-area', 'reworked'])
      .orderBy('kind')
      .orderBy('code')
      .execute();
    expect(flags.map((f) => `${f.kind} ${f.code}`)).toEqual([
      'meter same-meter-number',
      'meter same-meter-number',
      'modem same-meter-number',
      'modem same-meter-number',
      'modem same-service-number',
      'modem same-service-number',
    ]);
    const numbers = flags.map((f) => (f.detail as { identity: IdentityMatch }).identity);
    expect(numbers[0]!.value.replace('-', '')).toBe(numbers[0]!.otherValue.replace('-', ''));
    expect(numbers.map((n) => n.value)).toEqual(expect.arrayContaining([expect.stringMatching(/^SC-\d+$/)]));
    // A second start finds nothing left to check.
    expect(
      await checkStoredInstallations(t.app.dbHandle.db, t.app.photos, new AbortController().signal),
    ).toEqual({
      fingerprinted: 0,
      missing: 0,
      identities: 0,
    });
  });

  it("holds one site far from its DTR, on purpose, awaiting the decision: the only one, its DTR's others near", async () => {
    const flags = await t.app.dbHandle.db
      .selectFrom('installationFlags as f')
      .innerJoin('meters as m', 'm.id', 'f.installationId')
      .select(['f.detail', 'm.commissionStatus', 'm.techSupportStatus'])
      .where('f.code', '=', 'far-from-dtr')
      .execute();
    expect(flags).toHaveLength(1);
    const [far] = flags;
    expect(far).toMatchObject({ commissionStatus: 'Pending', techSupportStatus: expect.any(String) });
    const found = far!.detail as { distanceMeters: number; meters: number };
    expect(found.distanceMeters).toBeGreaterThan(4_000);
    expect(found.distanceMeters).toBeLessThan(4_500);
    expect(found.meters).toBeGreaterThanOrEqual(3);
  });

  // A modem awaiting the decision in the full demo; this small one holds too few, and it is any.
  it("holds one site outside its circle's outline, on purpose: a modem in the next circle's town, the only one", async () => {
    const flags = await t.app.dbHandle.db
      .selectFrom('installationFlags as f')
      .innerJoin('modems as m', 'm.id', 'f.installationId')
      .select(['f.kind', 'f.detail', 'm.circle'])
      .where('f.code', '=', 'outside-area')
      .execute();
    expect(flags).toHaveLength(1);
    const [outside] = flags;
    expect(outside?.kind).toBe('modem');
    expect(outside!.detail).toMatchObject({ areaKind: 'circle', area: outside!.circle });
  });

  // After the checks above fingerprinted the stored photos: the files the rejections named are still not replaced.
  it('holds rejections naming photos at fault, on purpose: on the rework list and in the record, none replaced', async () => {
    const rework = (await get('/meters/rework?pageSize=500')).json().data as {
      id: number;
      photos: { slot: number; fault: string; replaced: boolean }[];
    }[];
    const named = rework.filter((item) => item.photos.length > 0);
    expect(named.map((item) => item.photos.map((p) => `${p.slot} ${p.fault} ${p.replaced}`))).toEqual([
      ['1 wrong-meter false'],
      ['2 blurred false', '4 seal-not-visible false'],
    ]);
    const record = (await get(`/meters/${named[0]?.id}/review-record`)).json().data as {
      kind: string;
      to: string;
      photoFaults: unknown;
    }[];
    expect(record.at(-1)).toMatchObject({
      kind: 'decision',
      to: 'Rejected',
      photoFaults: [{ slot: 1, fault: 'wrong-meter' }],
    });
  });

  it('leaves the meters past the first of every list without photos, so the load stays quick', async () => {
    const all = (await get('/meters?stage=installed&pageSize=500')).json().data as Row[];
    const withPhotos = all.filter((m) => m.photos.length > 0);
    expect(withPhotos.length).toBeGreaterThan(0);
    expect(withPhotos.length).toBeLessThanOrEqual(PER_LIST * 7);
  });
});
