import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../app.js';
import { loadConfig } from '../config.js';
import { emptyDatabase } from '../test/empty-database.js';
import type { DbHandle } from './connection.js';
import { LATEST_MIGRATION } from './migrate.js';

/**
 * Instances started at once on an empty database (issue 39): each prepares it, one at a time. On PostgreSQL two
 * processes' handles on a new database; on PGlite, where one process owns the data, two starts on one handle.
 */
let drop: () => Promise<void> = async () => undefined;
afterAll(() => drop());

describe('preparing an empty database from several instances at once', () => {
  it('migrates, loads and bootstraps once, one instance at a time, and every instance starts', async () => {
    const empty = await emptyDatabase(2);
    drop = empty.drop;
    const [a, b] = empty.handles as [DbHandle, DbHandle];
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/smms-prepare',
      ADMIN_PASSWORD: 'Prepare#2026-x',
    });
    let inside = 0;
    let most = 0;
    // The demo loader's place: it yields often, so without the lock two starts would be in it together.
    const loader = async () => {
      most = Math.max(most, (inside += 1));
      for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
      inside -= 1;
    };
    await Promise.all([prepareDatabase(a, config, loader), prepareDatabase(b, config, loader)]);
    expect(most).toBe(1);
    const admins = await b.db
      .selectFrom('users')
      .select('username')
      .where('role', '=', 'BI_SUPER_ADMIN')
      .execute();
    expect(admins).toEqual([{ username: 'superadmin' }]);
    const migrations = await b.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(migrations.map((m) => (m as { name: string }).name).at(-1)).toBe(LATEST_MIGRATION);
  });
});
