import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../app.js';
import { loadConfig } from '../config.js';
import { onServer, urlOfDatabase } from '../test/template-database.js';
import { openDatabase, type DbHandle } from './connection.js';
import { LATEST_MIGRATION } from './migrate.js';

/**
 * Instances started at once on an empty database (issue 39): each prepares it, one at a time. On PostgreSQL two
 * processes' handles on a new database; on PGlite, where one process owns the data, two starts on one handle.
 */
const serverUrl = process.env.DATABASE_URL || undefined;
const name = `prepare_${randomBytes(5).toString('hex')}`;
const handles: DbHandle[] = [];
afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
  if (serverUrl) await onServer(serverUrl, `drop database if exists ${name} with (force)`);
});

async function emptyDatabases(): Promise<[DbHandle, DbHandle]> {
  if (!serverUrl) {
    const one = await openDatabase({ dataDir: 'memory://' });
    handles.push(one);
    return [one, one];
  }
  await onServer(serverUrl, `create database ${name}`);
  const databaseUrl = urlOfDatabase(serverUrl, name);
  await onServer(databaseUrl, 'create extension if not exists pg_trgm');
  const pair = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl, dataDir: 'memory://' })));
  handles.push(...pair);
  return pair as [DbHandle, DbHandle];
}

describe('preparing an empty database from several instances at once', () => {
  it('migrates, loads and bootstraps once, one instance at a time, and every instance starts', async () => {
    const [a, b] = await emptyDatabases();
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
