import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStoredSetting } from '../modules/settings/settings.repo.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { migrateTo, migrateToLatest } from './migrate.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migration 0017: versioned settings, auto-commissioning a setting', () => {
  it('leaves the rule off on a new database (migrated before its first admin)', async () => {
    expect(await readStoredSetting(t.app.dbHandle.db, 'autoCommission')).toMatchObject({
      value: { enabled: false },
      version: 0,
    });
  });

  it('keeps a database in use auto-commissioning as it did, every field compared; a set key keeps its value', async () => {
    const db = t.app.dbHandle.db;
    // Back to before 0017, whatever came after it.
    await migrateTo(db, '0016-recommendation-queues');
    await sql`insert into settings (key, value) values ('requireTwoStep', 'true'::jsonb)`.execute(db);
    await migrateToLatest(db);
    expect(await readStoredSetting(db, 'autoCommission')).toMatchObject({
      value: { enabled: true, fields: ['dtrNo', 'substation', 'district', 'edc', 'capacity'] },
      version: 1,
      updatedBy: null,
    });
    expect(await readStoredSetting(db, 'requireTwoStep')).toMatchObject({ value: true, version: 1 });
  });
});
