import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagReasons, OUTLINE_MESSAGES, type Area, type Flag } from '@smms/shared';
import { addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

/**
 * Issue 42's area check through the API: the super admin draws a circle's and a division's outline from GeoJSON,
 * installations whose coordinates lie outside the outline of their circle or division are flagged, and the flags
 * follow every change of an installation's place, of an outline and of an outlined area's name.
 */
let t: TestApp;
let c: Record<'superadmin' | 'officer' | 'bi', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.outline', role: 'AE_ADMIN' });
  await addUser(db, {
    username: 'fo.outline',
    role: 'FIELD_OFFICER',
    accessLevel: 'Meters,Modems',
    createdBy: ae.id,
    phone: '9876512377',
  });
  await addUser(db, { username: 'bi.outline', role: 'BI_ADMIN' });
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    officer: await signIn(t.app, 'fo.outline', FIXTURE_PASSWORD),
    bi: await signIn(t.app, 'bi.outline', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const call = (
  who: keyof typeof c,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: c[who], ...CONSOLE }, payload });

async function ok<T>(
  who: keyof typeof c,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as { message?: string; data: T };
}

/** A square around a centre, `half` degrees each side, as GeoJSON writes a ring (closed). */
const square = (lat: number, lng: number, half: number) => [
  [
    [lng - half, lat - half],
    [lng + half, lat - half],
    [lng + half, lat + half],
    [lng - half, lat + half],
    [lng - half, lat - half],
  ],
];
const polygon = (rings: number[][][]) => ({ type: 'Polygon', coordinates: rings });
const feature = (rings: number[][][]) => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: { name: 'from the GIS' }, geometry: polygon(rings) }],
});

const flagsOf = async (kind: 'meters' | 'modem', id: number) =>
  (await ok<Flag[]>('superadmin', 'GET', `/${kind}/${id}/flags`)).data;
const areaReasons = async (kind: 'meters' | 'modem', id: number) =>
  (await flagsOf(kind, id)).filter((f) => f.code === 'outside-area').flatMap(flagReasons);

const installMeter = async (meterSno: string, fields: object) =>
  (await ok<{ id: number }>('officer', 'POST', '/meters', { meterSno, ...fields })).data.id;

let circle: Area;
let division: Area;
let subDivision: Area;
let neighbour: Area;

describe('area outlines', () => {
  it('are drawn on circles and divisions from GeoJSON, and listed as GeoJSON', async () => {
    circle = (await ok<Area>('superadmin', 'POST', '/areas', { kind: 'circle', name: 'Outline Circle' }))
      .data;
    division = (
      await ok<Area>('superadmin', 'POST', '/areas', { kind: 'division', name: 'North', parentId: circle.id })
    ).data;
    subDivision = (
      await ok<Area>('superadmin', 'POST', '/areas', {
        kind: 'sub_division',
        name: 'North One',
        parentId: division.id,
      })
    ).data;
    // A 0.5° square round the circle's centre, and its division the northern half.
    const drawn = await ok<Area>(
      'superadmin',
      'PUT',
      `/areas/${circle.id}/outline`,
      feature(square(27, 78, 0.5)),
    );
    expect(drawn.message).toBe(OUTLINE_MESSAGES.set('Outline Circle'));
    expect(drawn.data.outlinePoints).toBe(4);
    await ok('superadmin', 'PUT', `/areas/${division.id}/outline`, {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [77.5, 27, 120],
              [78.5, 27, 120],
              [78.5, 27.5, 120],
              [77.5, 27.5, 120],
            ],
          ],
        ],
      },
    });
    // A neighbour to the north, which the far meter below lies in.
    neighbour = (
      await ok<Area>('superadmin', 'POST', '/areas', { kind: 'circle', name: 'Outline Neighbour' })
    ).data;
    await ok('superadmin', 'PUT', `/areas/${neighbour.id}/outline`, polygon(square(28.2, 78, 0.1)));
    const listed = (await ok<Area[]>('bi', 'GET', '/areas')).data;
    expect(listed.find((a) => a.id === division.id)?.outlinePoints).toBe(4);
    expect(listed.find((a) => a.id === subDivision.id)?.outlinePoints).toBeNull();
    const outlines = (
      await ok<{ features: { properties: object; geometry: { coordinates: number[][][] } }[] }>(
        'bi',
        'GET',
        '/areas/outlines',
      )
    ).data;
    expect(outlines.features.map((f) => f.properties)).toEqual([
      { id: circle.id, kind: 'circle', name: 'Outline Circle', circle: 'Outline Circle' },
      { id: neighbour.id, kind: 'circle', name: 'Outline Neighbour', circle: 'Outline Neighbour' },
      { id: division.id, kind: 'division', name: 'North', circle: 'Outline Circle' },
    ]);
    expect(outlines.features[2]?.geometry.coordinates).toEqual([
      [
        [77.5, 27],
        [78.5, 27],
        [78.5, 27.5],
        [77.5, 27.5],
        [77.5, 27],
      ],
    ]);
  });

  it('refuses what is not one outline of a circle or division, in words, changing nothing', async () => {
    const refused = async (id: number, body: object, message: string) => {
      const response = await call('superadmin', 'PUT', `/areas/${id}/outline`, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    };
    const twoParts = { type: 'MultiPolygon', coordinates: [square(27, 78, 0.1), square(28, 78, 0.1)] };
    await refused(circle.id, twoParts, OUTLINE_MESSAGES.onePart(2));
    await refused(
      circle.id,
      polygon([...square(27, 78, 0.5), ...square(27, 78, 0.1)]),
      OUTLINE_MESSAGES.oneRing,
    );
    await refused(
      circle.id,
      polygon([
        [
          [78, 27],
          [78.1, 27],
          [78, 27],
        ],
      ]),
      OUTLINE_MESSAGES.tooFew,
    );
    await refused(
      circle.id,
      polygon([
        [
          [78, 27],
          [181, 27],
          [78, 28],
        ],
      ]),
      OUTLINE_MESSAGES.badCorner(2),
    );
    await refused(circle.id, { type: 'Point', coordinates: [78, 27] }, OUTLINE_MESSAGES.notGeoJson);
    await refused(circle.id, { type: 'FeatureCollection', features: [] }, OUTLINE_MESSAGES.oneFeature(0));
    await refused(subDivision.id, polygon(square(27, 78, 0.1)), OUTLINE_MESSAGES.wrongLevel);
    const many = Array.from({ length: 10_001 }, (_, i) => [78 + Math.cos(i) / 10, 27 + Math.sin(i) / 10]);
    await refused(circle.id, polygon([many]), OUTLINE_MESSAGES.tooMany(10_001));
    const listed = (await ok<Area[]>('superadmin', 'GET', '/areas')).data;
    expect(listed.find((a) => a.id === circle.id)?.outlinePoints).toBe(4);
    expect(
      (await call('bi', 'PUT', `/areas/${circle.id}/outline`, polygon(square(27, 78, 1)))).statusCode,
    ).toBe(403);
  });
});

describe('the area check', () => {
  let inside: number;
  let outsideDivision: number;
  let outsideCircle: number;
  let modem: number;
  const north = { circle: 'Outline Circle', division: 'North' };

  it('flags installations outside their circle or division, naming the circle when outside both', async () => {
    inside = await installMeter('AO-IN', { ...north, latitude: 27.2, longitude: 78 });
    outsideDivision = await installMeter('AO-SOUTH', { ...north, latitude: 26.8, longitude: 78 });
    outsideCircle = await installMeter('AO-FAR', { ...north, latitude: 28.2, longitude: 78 });
    // Where the tree names no area, or the installation has no coordinates, nothing is checked.
    const unnamed = await installMeter('AO-NOWHERE', {
      circle: 'Not In The Tree',
      latitude: 10,
      longitude: 70,
    });
    const unplaced = await installMeter('AO-UNPLACED', north);
    modem = (
      await ok<{ id: number }>('officer', 'POST', '/modem/save-meter-data', {
        modemSno: 'AO-MODEM',
        circle: 'Outline Circle',
        latitude: 30,
        longitude: 78,
      })
    ).data.id;
    expect(await areaReasons('meters', inside)).toEqual([]);
    expect(await areaReasons('meters', outsideDivision)).toEqual([
      'Its coordinates 26.8000, 78.0000 lie outside the outline of division North (circle Outline Circle)',
    ]);
    expect(await areaReasons('meters', outsideCircle)).toEqual([
      'Its coordinates 28.2000, 78.0000 lie outside the outline of circle Outline Circle, in circle Outline Neighbour',
    ]);
    expect(await areaReasons('modem', modem)).toEqual([
      'Its coordinates 30.0000, 78.0000 lie outside the outline of circle Outline Circle',
    ]);
    expect(await areaReasons('meters', unnamed)).toEqual([]);
    expect(await areaReasons('meters', unplaced)).toEqual([]);
    const flagged = (await ok<{ id: number }[]>('superadmin', 'GET', '/meters?q=AO-&flag=outside-area')).data;
    expect(flagged.map((m) => m.id).sort()).toEqual([outsideDivision, outsideCircle].sort());
  });

  const edit = async (id: number, change: object) => {
    const { version } = (await ok<{ version: number }>('superadmin', 'GET', `/meters/${id}`)).data;
    await ok('superadmin', 'PUT', `/meters/${id}`, { version, ...change });
  };

  it('follows an edit of the coordinates or the area', async () => {
    await edit(outsideDivision, { latitude: 27.3 });
    expect(await areaReasons('meters', outsideDivision)).toEqual([]);
    await edit(inside, { division: null, latitude: 26.9 });
    expect(await areaReasons('meters', inside)).toEqual([]);
    await edit(inside, { division: 'North' });
    expect(await areaReasons('meters', inside)).toHaveLength(1);
  });

  it('follows a rename of the outlined area and a removed outline, audited', async () => {
    // Another area renamed: every installation is checked again, and a flag that stays is kept as it was found.
    const areaFlag = async () =>
      (await flagsOf('meters', outsideDivision)).find((f) => f.code === 'outside-area');
    await edit(outsideDivision, { latitude: 26.8 });
    const before = await areaFlag();
    await ok('superadmin', 'PATCH', `/areas/${neighbour.id}`, { name: 'Outline Neighbour 2' });
    expect(await areaFlag()).toEqual(before);
    // One whose words change (the circle it lies in) is found again.
    expect(await areaReasons('meters', outsideCircle)).toEqual([
      'Its coordinates 28.2000, 78.0000 lie outside the outline of circle Outline Circle, in circle Outline Neighbour 2',
    ]);
    await ok('superadmin', 'PATCH', `/areas/${neighbour.id}`, { name: 'Outline Neighbour' });
    await ok('superadmin', 'PATCH', `/areas/${circle.id}`, { name: 'Outline Circle 2' });
    // The installations still name the old circle: it has no outline any more.
    expect(await areaReasons('meters', outsideCircle)).toEqual([]);
    await ok('superadmin', 'PATCH', `/areas/${circle.id}`, { name: 'Outline Circle' });
    expect(await areaReasons('meters', outsideCircle)).toHaveLength(1);
    const removed = await ok<Area>('superadmin', 'DELETE', `/areas/${circle.id}/outline`);
    expect(removed.message).toBe(OUTLINE_MESSAGES.removed('Outline Circle'));
    expect(removed.data.outlinePoints).toBeNull();
    // The division's outline still holds: the far meter is outside it.
    expect(await areaReasons('meters', outsideCircle)).toEqual([
      'Its coordinates 28.2000, 78.0000 lie outside the outline of division North (circle Outline Circle), in circle Outline Neighbour',
    ]);
    expect(await areaReasons('modem', modem)).toEqual([]);
    const again = await call('superadmin', 'DELETE', `/areas/${circle.id}/outline`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(OUTLINE_MESSAGES.none('Outline Circle'));
    const log = await t.app.dbHandle.db
      .selectFrom('activities')
      .select(['action'])
      .where('entityType', '=', 'area')
      .where('entityId', 'in', [circle.id, division.id])
      .where('action', 'like', 'AREA_OUTLINE%')
      .orderBy('id')
      .execute();
    expect(log.map((r) => r.action)).toEqual([
      'AREA_OUTLINE_SET',
      'AREA_OUTLINE_SET',
      'AREA_OUTLINE_REMOVED',
    ]);
  });
});
