import { Migrator, sql } from 'kysely';
import type { DbHandle } from './connection.js';
import { MIGRATIONS, migrateDown, migrateTo, migrateToLatest } from './migrate.js';
import { withPrepareLock } from './prepare-lock.js';

export const MIGRATE_USAGE =
  'Usage: node apps/api/dist/server.js migrate <status | up | down | to NAME>\n' +
  '  status  lists every migration, applied (with when) or pending\n' +
  '  up      applies every pending migration, then exits (a deploy step before the new servers start)\n' +
  '  down    undoes the newest migration\n' +
  '  to      applies or undoes migrations until NAME is the newest applied';

async function status(handle: DbHandle): Promise<string[]> {
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]
    ?.schema;
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableSchema: schema,
  });
  const all = await migrator.getMigrations();
  return all.map(
    (m) =>
      `${m.executedAt ? 'applied' : 'pending'}  ${m.name}${m.executedAt ? `  ${m.executedAt.toISOString()}` : ''}`,
  );
}

/**
 * `migrate status | up | down | to NAME` (issue 39): the schema as an operator manages it, apart from starting
 * the server. Changes run under the advisory lock instances take to prepare the database. Answers the lines to
 * print; throws with the usage on a wrong command.
 */
export async function runMigrateCommand(handle: DbHandle, args: string[]): Promise<string[]> {
  const [command, name] = args;
  if (command === 'status') return status(handle);
  const change =
    command === 'up'
      ? migrateToLatest
      : command === 'down'
        ? migrateDown
        : command === 'to' && name && name in MIGRATIONS
          ? (db: DbHandle['db']) => migrateTo(db, name)
          : null;
  if (!change)
    throw new Error(
      command === 'to' ? `No migration named "${name ?? ''}".\n${MIGRATE_USAGE}` : MIGRATE_USAGE,
    );
  await withPrepareLock(handle.db, change);
  return status(handle);
}
