import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { AREA_MESSAGES, type Area } from '@smms/shared';
import { up as migrateAreas } from '../../db/migrations/0005-areas.js';
import { addAreaPath, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'ae' | 'bi', string>;
let agra: number[];

const call = (
  who: keyof typeof c | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(who ? { cookie: c[who] } : {}), ...CONSOLE },
    ...(payload ? { payload } : {}),
  });
const tree = async () => (await call('superadmin', 'GET', '/api/v1/areas')).json().data as Area[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  agra = await addAreaPath(db, ['Agra', 'Agra Urban I', 'Agra Urban I SD-1', 'Section A']);
  await addAreaPath(db, ['Mathura', 'Mathura City', 'Mathura City SD-1', 'Section A']);
  await addUser(db, { username: 'areas.ae', role: 'AE_ADMIN', division: 'Agra Urban I', circle: null });
  await addUser(db, { username: 'areas.bi', role: 'BI_ADMIN' });
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    ae: await signIn(t.app, 'areas.ae', FIXTURE_PASSWORD),
    bi: await signIn(t.app, 'areas.bi', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

describe('GET /api/v1/areas', () => {
  it('answers the whole tree, circles first, to every console role', async () => {
    for (const who of ['superadmin', 'ae', 'bi'] as const) {
      const response = await call(who, 'GET', '/api/v1/areas');
      expect(response.statusCode, response.body).toBe(200);
    }
    const areas = await tree();
    expect(areas.slice(0, 2).map((a) => [a.kind, a.name])).toEqual([
      ['circle', 'Agra'],
      ['circle', 'Mathura'],
    ]);
    expect(areas.find((a) => a.name === 'Agra Urban I')).toMatchObject({
      kind: 'division',
      parentId: agra[0],
    });
  });

  it('answers 401 to a caller who is not signed in', async () => {
    expect((await call(null, 'GET', '/api/v1/areas')).statusCode).toBe(401);
  });
});

describe('POST /api/v1/areas', () => {
  it('lets only the super admin add areas', async () => {
    const body = { kind: 'circle', name: 'Etawah' };
    expect((await call('bi', 'POST', '/api/v1/areas', body)).statusCode).toBe(403);
    expect((await call('ae', 'POST', '/api/v1/areas', body)).statusCode).toBe(403);
    expect((await tree()).some((a) => a.name === 'Etawah')).toBe(false);
  });

  it('adds a circle at the top and a division under it, trimmed', async () => {
    const circle = await call('superadmin', 'POST', '/api/v1/areas', { kind: 'circle', name: ' Etawah ' });
    expect(circle.statusCode, circle.body).toBe(201);
    expect(circle.json()).toMatchObject({
      message: AREA_MESSAGES.created('Etawah'),
      data: { name: 'Etawah' },
    });
    const id = circle.json().data.id as number;
    const division = await call('superadmin', 'POST', '/api/v1/areas', {
      kind: 'division',
      name: 'Etawah City',
      parentId: id,
    });
    expect(division.statusCode, division.body).toBe(201);
    expect(division.json().data).toMatchObject({ kind: 'division', parentId: id });
  });

  it('refuses a parent of the wrong level, a circle with a parent and a blank name (400)', async () => {
    const section = await call('superadmin', 'POST', '/api/v1/areas', {
      kind: 'section',
      name: 'Section Z',
      parentId: agra[0],
    });
    expect(section.statusCode).toBe(400);
    expect(section.json().errors.parentId).toBe(AREA_MESSAGES.wrongParent('section', 'sub division'));
    const circle = await call('superadmin', 'POST', '/api/v1/areas', {
      kind: 'circle',
      name: 'Nowhere',
      parentId: agra[0],
    });
    expect(circle.statusCode).toBe(400);
    const blank = await call('superadmin', 'POST', '/api/v1/areas', { kind: 'circle', name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toBe(AREA_MESSAGES.nameRequired);
    expect((await tree()).some((a) => ['Section Z', 'Nowhere'].includes(a.name))).toBe(false);
  });

  it('answers 409 for a name its parent already holds, and allows it under another parent', async () => {
    const again = await call('superadmin', 'POST', '/api/v1/areas', { kind: 'circle', name: 'Agra' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AREA_MESSAGES.duplicate('Agra'));
    const elsewhere = await call('superadmin', 'POST', '/api/v1/areas', {
      kind: 'section',
      name: 'Section A',
      parentId: agra[2],
    });
    expect(elsewhere.statusCode).toBe(409);
  });
});

describe('PATCH /api/v1/areas/:id', () => {
  it('renames an area and its people keep it under the new name', async () => {
    const db = t.app.dbHandle.db;
    const [, , sub] = await addAreaPath(db, ['Agra', 'Agra Rural', 'Old Name SD', 'Section B']);
    const officer = await addUser(db, {
      username: 'areas.officer1',
      role: 'FIELD_OFFICER',
      circle: 'Agra',
      division: 'Agra Rural',
      subDivision: 'Old Name SD',
      section: 'Section B',
    });
    const elsewhere = await addUser(db, {
      username: 'areas.officer2',
      role: 'FIELD_OFFICER',
      circle: 'Mathura',
      division: 'Agra Rural',
      subDivision: 'Old Name SD',
      section: 'Section B',
    });
    expect((await call('bi', 'PATCH', `/api/v1/areas/${sub}`, { name: 'New Name SD' })).statusCode).toBe(403);
    const response = await call('superadmin', 'PATCH', `/api/v1/areas/${sub}`, { name: 'New Name SD' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: AREA_MESSAGES.renamed('New Name SD') });
    const stored = async (id: number) =>
      (await db.selectFrom('users').select('subDivision').where('id', '=', id).executeTakeFirstOrThrow())
        .subDivision;
    expect(await stored(officer.id)).toBe('New Name SD');
    // Another circle's people are not on this area's path.
    expect(await stored(elsewhere.id)).toBe('Old Name SD');
  });

  it('answers 409 for a name taken beside it and 404 for an unknown area', async () => {
    expect(
      (await call('superadmin', 'PATCH', `/api/v1/areas/${agra[0]}`, { name: 'Mathura' })).statusCode,
    ).toBe(409);
    expect((await call('superadmin', 'PATCH', '/api/v1/areas/999999', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/areas/:id', () => {
  it('refuses an area that holds others, or that people are assigned to (409), and removes a free one', async () => {
    const db = t.app.dbHandle.db;
    const withChildren = await call('superadmin', 'DELETE', `/api/v1/areas/${agra[0]}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toMatch(/Remove (it|them) first/);
    const [, , , section] = await addAreaPath(db, ['Agra', 'Agra Urban I', 'Agra Urban I SD-1', 'Section Q']);
    await addUser(db, {
      username: 'areas.officer3',
      role: 'FIELD_OFFICER',
      circle: 'Agra',
      division: 'Agra Urban I',
      subDivision: 'Agra Urban I SD-1',
      section: 'Section Q',
    });
    const used = await call('superadmin', 'DELETE', `/api/v1/areas/${section}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(AREA_MESSAGES.inUse('Section Q', 1));
    const [, , , free] = await addAreaPath(db, ['Agra', 'Agra Urban I', 'Agra Urban I SD-1', 'Section R']);
    expect((await call('bi', 'DELETE', `/api/v1/areas/${free}`)).statusCode).toBe(403);
    const removed = await call('superadmin', 'DELETE', `/api/v1/areas/${free}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await tree()).some((a) => a.id === free)).toBe(false);
  });

  it('counts an admin whose division has no circle as a user of that division', async () => {
    const [, division] = await addAreaPath(t.app.dbHandle.db, ['Agra', 'Agra Urban I']);
    // areas.ae has division Agra Urban I and no circle; the division also holds sub divisions.
    const response = await call('superadmin', 'DELETE', `/api/v1/areas/${division}`);
    expect(response.statusCode).toBe(409);
  });
});

describe('migration 0005-areas on a database that already holds people', () => {
  it('builds the tree from the areas people use, so none of them becomes invalid', async () => {
    const db = t.app.dbHandle.db;
    await addUser(db, {
      username: 'areas.lonely',
      role: 'AE_ADMIN',
      circle: null,
      division: 'Lonely Division',
    });
    await sql`drop table areas`.execute(db);
    await migrateAreas(db as unknown as Kysely<unknown>);
    const rows = await db.selectFrom('areas').selectAll().execute();
    const path = (circle: string, ...below: string[]) => {
      let parent = rows.find((a) => a.kind === 'circle' && a.name === circle);
      for (const name of below) parent = rows.find((a) => a.parentId === parent?.id && a.name === name);
      return parent;
    };
    expect(path('Agra', 'Agra Rural', 'New Name SD', 'Section B')).toBeDefined();
    expect(path('Mathura', 'Agra Rural', 'Old Name SD', 'Section B')).toBeDefined();
    // The fixtures' default officer path; the admin without a circle finds its division under Agra.
    expect(path('Agra', 'Agra Urban I', 'SD-1', 'Section A')).toBeDefined();
    // A division no circle holds, given without a circle, goes under a circle "Unassigned".
    expect(path('Unassigned', 'Lonely Division')).toBeDefined();
    expect(rows.filter((a) => a.parentId === path('Unassigned')?.id).map((a) => a.name)).toEqual([
      'Lonely Division',
    ]);
    const users = await db.selectFrom('users').selectAll().execute();
    for (const u of users.filter((x) => x.role === 'FIELD_OFFICER'))
      expect(
        path(u.circle as string, u.division, u.subDivision as string, u.section as string),
        u.username,
      ).toBeDefined();
  });
});
