import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaPathProblem } from '@smms/shared';
import { loadDemoData } from '../../db/demo-data.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.dbHandle.db.deleteFrom('users').where('username', '=', 'superadmin').execute();
  await loadDemoData(t.app.dbHandle.db, {
    photos: t.app.photos,
    size: { officers: 40, meters: 50, modems: 10, photos: 0, modemPhotos: 0 },
  });
});
afterAll(() => t.close());

describe('the demo area hierarchy', () => {
  it("holds every demo person's area as a path, circles to sections", async () => {
    const db = t.app.dbHandle.db;
    const areas = await db.selectFrom('areas').selectAll().execute();
    expect(areas.filter((a) => a.kind === 'circle').map((a) => a.name)).toEqual(
      expect.arrayContaining(['Agra', 'Mathura', 'Aligarh', 'Etawah', 'Jhansi']),
    );
    const people = await db.selectFrom('users').selectAll().execute();
    expect(people.length).toBeGreaterThan(40);
    for (const person of people) expect(areaPathProblem(areas, person), person.username).toBeNull();
  });

  it("holds the meters' and modems' areas too, so their division filters match the forms", async () => {
    const db = t.app.dbHandle.db;
    const areas = await db.selectFrom('areas').selectAll().execute();
    const meters = await db
      .selectFrom('meters')
      .select(['circle', 'division', 'subDivision', 'section'])
      .execute();
    for (const meter of meters) expect(areaPathProblem(areas, meter)).toBeNull();
  });
});
