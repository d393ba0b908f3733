import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellDegrees, MAP_MESSAGES, type InstallationMapData } from '@smms/shared';
import { addMeter, addModem, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

/**
 * Issue 42's map through the API: a list's installations with coordinates, filtered as the list is, counted into
 * the cells of the map's grid by state and flags, a cell of one naming its installation, in the caller's scope.
 */
let t: TestApp;
let c: Record<'superadmin' | 'ae' | 'aeOther', string>;
const ids: Record<string, number> = {};

// Three meters in a town (two Pending, one Approved, one of them flagged), one 50 km east, one without coordinates.
const TOWN = { latitude: 27.18, longitude: 78.01 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.map', role: 'AE_ADMIN' });
  await addUser(db, { username: 'ae.map.other', role: 'AE_ADMIN' });
  const officer = await addUser(db, {
    username: 'fo.map',
    role: 'FIELD_OFFICER',
    accessLevel: 'Meters,Modems',
    createdBy: ae.id,
    phone: '9876512311',
  });
  const at = (north: number, east: number) => ({
    latitude: TOWN.latitude + north,
    longitude: TOWN.longitude + east,
  });
  const meter = async (name: string, values: object) =>
    (ids[name] = (await addMeter(db, { fieldOfficerId: officer.id, meterSno: `MAP-${name}`, ...values })).id);
  await meter('a', at(0, 0));
  await meter('b', { ...at(0.001, 0.001), commissionStatus: 'Approved' });
  await meter('c', at(-0.001, 0.002));
  await meter('far', at(0, 0.5));
  await meter('nowhere', {});
  await db
    .insertInto('installationFlags')
    .values({ kind: 'meter', installationId: ids.c as number, code: 'reworked', detail: '{}' })
    .execute();
  ids.modem = (await addModem(db, { fieldOfficerId: officer.id, modemSno: 'MAP-MODEM', ...at(0, 0) })).id;
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    ae: await signIn(t.app, 'ae.map', FIXTURE_PASSWORD),
    aeOther: await signIn(t.app, 'ae.map.other', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

async function map(url: string, who: keyof typeof c = 'superadmin'): Promise<InstallationMapData> {
  const response = await t.app.inject({ url: `/api/v1${url}`, headers: { cookie: c[who], ...CONSOLE } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('the map', () => {
  it('counts a list into the cells of its grid, by state and flags, with the extent when no bounds are asked', async () => {
    const whole = await map('/meters/map?q=MAP-&zoom=8');
    expect(whole.located).toBe(4);
    expect(whole.truncated).toBe(false);
    const [town, far] = whole.cells;
    expect(town).toMatchObject({
      count: 3,
      flagged: 1,
      states: { installed: 2, commissioned: 0, accepted: 1, rejected: 0 },
      installation: null,
    });
    expect(town!.latitude).toBeCloseTo(TOWN.latitude, 3);
    expect(far).toMatchObject({ count: 1, flagged: 0, installation: { id: ids.far, serial: 'MAP-far' } });
    expect(whole.extent).toEqual([
      TOWN.longitude,
      TOWN.latitude - 0.001,
      TOWN.longitude + 0.5,
      TOWN.latitude + 0.001,
    ]);
    expect(cellDegrees(8)).toBeGreaterThan(0.2);
  });

  it('reads only the bounds asked, and names each installation once the cells are small enough', async () => {
    const bbox = [77.9, 27.1, 78.1, 27.3].join(',');
    const close = await map(`/meters/map?q=MAP-&zoom=17&bbox=${bbox}`);
    expect(close.located).toBe(3);
    expect(close.extent).toBeNull();
    expect(close.cells.map((cell) => cell.installation?.serial).sort()).toEqual(['MAP-a', 'MAP-b', 'MAP-c']);
  });

  it("filters as the list does, in the caller's scope", async () => {
    expect((await map('/meters/map?q=MAP-&flag=any')).cells).toMatchObject([
      { count: 1, installation: { id: ids.c } },
    ]);
    expect((await map('/meters/map?q=MAP-&stage=accepted')).located).toBe(1);
    expect((await map('/meters/map?q=MAP-', 'ae')).located).toBe(4);
    expect(await map('/meters/map?q=MAP-', 'aeOther')).toEqual({
      cells: [],
      located: 0,
      truncated: false,
      extent: null,
    });
    expect((await map('/modem/all/map?q=MAP-MODEM&zoom=12')).cells).toMatchObject([
      { count: 1, installation: { id: ids.modem, serial: 'MAP-MODEM' } },
    ]);
  });

  it('refuses bounds that are not west,south,east,north', async () => {
    for (const bbox of ['78,27,77,28', '1,2,3', 'a,b,c,d', '-190,0,10,10']) {
      const response = await t.app.inject({
        url: `/api/v1/meters/map?bbox=${bbox}`,
        headers: { cookie: c.superadmin, ...CONSOLE },
      });
      expect(response.statusCode, bbox).toBe(400);
      expect(response.body).toContain(MAP_MESSAGES.bbox);
    }
  });
});
