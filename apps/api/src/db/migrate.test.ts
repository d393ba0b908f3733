import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { Db } from './connection.js';
import { LATEST_MIGRATION, MIGRATIONS, migrateDown, migrateToLatest } from './migrate.js';

/**
 * An operator's rollback must work: every migration from 0006 on has a `down`, undone one by one newest first,
 * then all applied again. 0001-0005 (the first schema, before the project had data to keep) have none.
 */
let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.dbHandle.db;
});
afterAll(() => t.close());

const applied = async () =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map(
    (r) => r.name,
  );
const tables = async () =>
  (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_name not like 'kysely%' order by table_name`.execute(db)
  ).rows.map((r) => r.name);

describe('migrations', () => {
  it('undo one by one, newest first, down to 0005, and apply again', async () => {
    const before = await applied();
    expect(before.at(-1)).toBe(LATEST_MIGRATION);
    const reversible = before.filter((name) => name >= '0006');
    expect(reversible.every((name) => typeof MIGRATIONS[name]?.down === 'function')).toBe(true);
    const tablesBefore = await tables();
    for (let left = before.length; left > before.length - reversible.length; left -= 1) {
      await migrateDown(db);
      expect(await applied()).toEqual(before.slice(0, left - 1));
    }
    expect(await applied()).toEqual(before.filter((name) => name < '0006'));
    // What the reversible migrations created is gone again.
    for (const table of ['installation_counts', 'people_counts', 'idempotency_keys', 'officer_counts'])
      expect(await tables()).not.toContain(table);
    await migrateToLatest(db);
    expect(await applied()).toEqual(before);
    expect(await tables()).toEqual(tablesBefore);
  });
});
