import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAG_CHECKS_DEFAULT, flagReasons, type Flag } from '@smms/shared';
import { addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { multipart } from '../../test/multipart.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

/**
 * Issue 42's DTR and rework checks through the API: a meter standing far from the middle of its DTR's meters, and an
 * installation rejected more times than the super admin allows, each flagged as the install, edit or decision that
 * makes it so is written, and found again everywhere when the super admin changes the limit.
 */
let t: TestApp;
let c: Record<'superadmin' | 'ae' | 'officer', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.place', role: 'AE_ADMIN' });
  await addUser(db, { username: 'fo.place', role: 'FIELD_OFFICER', createdBy: ae.id, phone: '9876512399' });
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    ae: await signIn(t.app, 'ae.place', FIXTURE_PASSWORD),
    officer: await signIn(t.app, 'fo.place', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const call = (
  who: keyof typeof c,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: c[who], ...CONSOLE }, payload });

/** A DTR's spot, and a point `north` metres north and `east` metres east of it. */
const SPOT = { latitude: 27.1767, longitude: 78.0081 };
const near = (north: number, east = 0) => ({
  latitude: SPOT.latitude + north / 111_195,
  longitude: SPOT.longitude + east / (111_195 * Math.cos((SPOT.latitude * Math.PI) / 180)),
});

async function install(meterSno: string, dtrSno: string, at: { latitude: number; longitude: number }) {
  const form = multipart(
    { meterSno, dtrSno, latitude: String(at.latitude), longitude: String(at.longitude) },
    [],
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/meters',
    headers: { cookie: c.officer, ...CONSOLE, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; version: number };
}

async function flagsOf(id: number, kind: 'meters' | 'modem' = 'meters'): Promise<Flag[]> {
  const response = await call('superadmin', 'GET', `/${kind}/${id}/flags`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const codes = async (id: number) => (await flagsOf(id)).map((f) => f.code);

async function edit(id: number, change: object) {
  const current = await call('superadmin', 'GET', `/meters/${id}`);
  const response = await call('superadmin', 'PUT', `/meters/${id}`, {
    version: current.json().data.version,
    ...change,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function setChecks(change: Partial<typeof FLAG_CHECKS_DEFAULT>) {
  const {
    version,
    updatedAt: _a,
    updatedBy: _b,
    recheck: _r,
    ...checks
  } = (await call('superadmin', 'GET', '/settings/flag-checks')).json().data;
  const response = await call('superadmin', 'PUT', '/settings/flag-checks', {
    version,
    ...checks,
    ...change,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a meter far from its DTR', () => {
  let far: number;
  let neighbours: number[];

  it('is flagged as it is installed, with how far from the middle of how many meters, and the others are not', async () => {
    neighbours = [];
    for (const [n, north] of [0, 30, 60, 90].entries())
      neighbours.push((await install(`PL-N${n}`, 'DTR-PL-1', near(north))).id);
    far = (await install('PL-FAR', 'dtr-pl-1', near(5_000))).id;
    const [flag] = await flagsOf(far);
    expect(flag).toMatchObject({
      code: 'far-from-dtr',
      related: null,
      dtr: { dtrSno: 'dtr-pl-1', meters: 5, limitMeters: FLAG_CHECKS_DEFAULT.dtrDistanceMeters },
    });
    // The middle is the median of the five: 60 m north, so the stray one stands about 4.94 km from it.
    expect(flag!.dtr!.distanceMeters).toBeGreaterThan(4_900);
    expect(flag!.dtr!.distanceMeters).toBeLessThan(4_980);
    expect(flagReasons(flag!)).toEqual([
      `Stands 4.9 km from the middle of the 5 meters on DTR dtr-pl-1 (more than 2.0 km)`,
    ]);
    for (const id of neighbours) expect(await codes(id)).toEqual([]);
  });

  it('needs three meters with coordinates on the DTR before any stands far from it', async () => {
    await install('PL-A', 'DTR-PL-2', near(0));
    const stray = await install('PL-B', 'DTR-PL-2', near(9_000));
    expect(await codes(stray.id)).toEqual([]);
    await install('PL-C', 'DTR-PL-2', near(10));
    expect(await codes(stray.id)).toEqual(['far-from-dtr']);
  });

  it('follows an edit of its coordinates or its DTR, and the delete of a neighbour', async () => {
    await edit(far, near(45, 20));
    expect(await codes(far)).toEqual([]);
    await edit(far, near(-3_000));
    expect(await codes(far)).toEqual(['far-from-dtr']);
    // Moved to a DTR of its own: no middle to stand far from.
    await edit(far, { dtrSno: 'DTR-PL-9' });
    expect(await codes(far)).toEqual([]);
    await edit(far, { dtrSno: 'DTR-PL-1' });
    expect(await codes(far)).toEqual(['far-from-dtr']);
    // With one neighbour gone, four remain with coordinates: still a middle, still far.
    const gone = await call('superadmin', 'DELETE', `/meters/${neighbours[0]}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await codes(far)).toEqual(['far-from-dtr']);
  });

  it('is found again everywhere when the super admin changes the distance', async () => {
    await setChecks({ dtrDistanceMeters: 10_000 });
    expect(await codes(far)).toEqual([]);
    await setChecks({ dtrDistanceMeters: 1_000 });
    expect((await flagsOf(far))[0]!.dtr).toMatchObject({ limitMeters: 1_000 });
    for (const id of neighbours.slice(1)) expect(await codes(id)).toEqual([]);
  });
});

describe('an installation rejected more times than allowed', () => {
  let id: number;
  let version: number;

  async function decide(who: 'superadmin' | 'ae', status: 'Rejected' | 'Pending') {
    const response = await call(who, 'PUT', `/meters/${id}/commission-status`, {
      commissionStatus: status,
      version,
      ...(status === 'Rejected'
        ? { rejectionCategory: 'documentation', comment: 'Seal not visible' }
        : { comment: 'Photo retaken' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    version = response.json().data.version;
  }

  it('is flagged at the rejection past the limit, saying how many', async () => {
    ({ id, version } = await install('PL-RW', 'DTR-PL-7', near(0)));
    for (let n = 1; n <= 2; n += 1) {
      await decide('superadmin', 'Rejected');
      expect(await codes(id)).toEqual([]);
      await decide('ae', 'Pending');
    }
    await decide('superadmin', 'Rejected');
    const [flag] = await flagsOf(id);
    expect(flag).toMatchObject({ code: 'reworked', related: null, rework: { rejections: 3, limit: 2 } });
    expect(flagReasons(flag!)).toEqual(['Rejected 3 times, more than the 2 allowed']);
  });

  it('is no longer flagged when that rejection is undone, and is again when the limit is lowered', async () => {
    const undone = await call('superadmin', 'POST', `/meters/${id}/undo-decision`, { version });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await codes(id)).toEqual([]);
    await setChecks({ reworkLimit: 1 });
    expect((await flagsOf(id))[0]).toMatchObject({ code: 'reworked', rework: { rejections: 2, limit: 1 } });
    await setChecks({ reworkLimit: FLAG_CHECKS_DEFAULT.reworkLimit });
    expect(await codes(id)).toEqual([]);
  });
});
