import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase } from '../test/empty-database.js';
import type { DbHandle } from './connection.js';
import { LATEST_MIGRATION, MIGRATIONS } from './migrate.js';
import { MIGRATE_USAGE, runMigrateCommand } from './migrate-command.js';

// An empty database: the command's own effect on the schema, from nothing.
let handle: DbHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  const empty = await emptyDatabase();
  [handle] = empty.handles as [DbHandle];
  drop = empty.drop;
});
afterAll(() => drop());

const NAMES = Object.keys(MIGRATIONS).sort();
const states = (lines: string[]) => lines.map((line) => line.split(/\s+/).slice(0, 2).join(' '));

describe('node server.js migrate', () => {
  it('shows every migration pending, applies them all, undoes the newest, goes to a named one, and says so', async () => {
    expect(states(await runMigrateCommand(handle, ['status']))).toEqual(NAMES.map((n) => `pending ${n}`));
    const up = await runMigrateCommand(handle, ['up']);
    expect(up).toHaveLength(NAMES.length);
    expect(up.every((line) => /^applied {2}\S+ {2}\d{4}-\d\d-\d\dT/.test(line))).toBe(true);
    expect(states(await runMigrateCommand(handle, ['down'])).at(-1)).toBe(`pending ${LATEST_MIGRATION}`);
    const to = await runMigrateCommand(handle, ['to', '0010-list-indexes']);
    expect(
      states(to)
        .filter((s) => s.startsWith('applied'))
        .at(-1),
    ).toBe('applied 0010-list-indexes');
    expect(states(to).filter((s) => s.startsWith('pending'))).toEqual(
      NAMES.filter((n) => n > '0010-list-indexes').map((n) => `pending ${n}`),
    );
    expect(states(await runMigrateCommand(handle, ['up'])).at(-1)).toBe(`applied ${LATEST_MIGRATION}`);
  });

  it('refuses an unknown command or migration with the usage, changing nothing', async () => {
    await expect(runMigrateCommand(handle, ['sideways'])).rejects.toThrow(MIGRATE_USAGE);
    await expect(runMigrateCommand(handle, ['to', '9999-nothing'])).rejects.toThrow(
      /No migration named "9999-nothing"/,
    );
    expect(states(await runMigrateCommand(handle, ['status'])).at(-1)).toBe(`applied ${LATEST_MIGRATION}`);
  });
});
