import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installationStep, type Modem } from '@smms/shared';
import { loadDemoData } from '../../db/demo-data.js';
import { DEMO_PASSWORD } from '../../db/demo/people.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let superadmin: string;
beforeAll(async () => {
  t = await createTestApp();
  // The demo brings its own superadmin: it loads before the bootstrap admin exists (npm run demo).
  await t.app.dbHandle.db.deleteFrom('users').where('username', '=', 'superadmin').execute();
  await loadDemoData(t.app.dbHandle.db, {
    photos: t.app.photos,
    size: { officers: 12, meters: 40, modems: 120, photos: 0, modemPhotos: 2 },
  });
  superadmin = await signIn(t.app, 'superadmin', DEMO_PASSWORD);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: { cookie: superadmin } });

describe('the demo modems', () => {
  it('fill every modem list, each with modems that show their photos', async () => {
    for (const [list, status] of [
      ['all', 'Installed'],
      ['commissioned', 'Commissioned'],
      ['accepted', 'Accepted'],
      ['rejected', 'Rejected'],
    ]) {
      const page = (await get(`/modem/${list}?status=${status}&pageSize=500`)).json();
      expect(page.total, list).toBeGreaterThan(0);
      const withPhotos = page.data.filter((m: { photos: unknown[] }) => m.photos.length > 0);
      expect(withPhotos.length, list).toBe(2);
      const photo = await get(withPhotos[0].photos[0].url.replace('/api/v1', ''));
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      // Drawn as the meters' are (the modem's case with its serial, the SIM, the antenna, the site): a phone's photo.
      const { width, height } = await sharp(photo.rawPayload).metadata();
      expect([width, height], list).toEqual([640, 480]);
    }
  });

  it('dates the commissioning of every live modem, after its install, and of no other', async () => {
    const live = (await get('/modem/commissioned?pageSize=500')).json().data as {
      installedOn: string;
      commissionedAt: string | null;
    }[];
    expect(live.length).toBeGreaterThan(0);
    for (const m of live)
      expect(Date.parse(m.commissionedAt ?? '')).toBeGreaterThan(Date.parse(m.installedOn));
    const silent = (await get('/modem/all?pageSize=500'))
      .json()
      .data.filter((m: { communicationStatus: string }) => m.communicationStatus !== 'LIVE');
    expect(silent.every((m: { commissionedAt: string | null }) => m.commissionedAt === null)).toBe(true);
  });

  it('starts a live modem’s wait for a recommendation no earlier than its first communication', async () => {
    const modems = (await get('/modem/commissioned?pageSize=500')).json().data as Modem[];
    const waiting = modems.filter((m) => installationStep(m) === 'live');
    expect(waiting.length).toBeGreaterThan(0);
    for (const m of waiting)
      expect(Date.parse(m.stepSince), m.modemSno).toBeGreaterThanOrEqual(Date.parse(m.commissionedAt ?? ''));
  });

  it('gives every rejected modem a category and a reason', async () => {
    const rejected = (await get('/modem/rejected?pageSize=500')).json().data;
    expect(rejected.length).toBeGreaterThan(0);
    for (const modem of rejected) {
      expect(modem.rejectionCategory).toMatch(/^(technical|documentation|location|communication|other)$/);
      expect(modem.rejectionReason).toBeTruthy();
    }
    const categories = new Set(rejected.map((m: { rejectionCategory: string }) => m.rejectionCategory));
    expect(categories.size).toBeGreaterThan(1);
  });
});
