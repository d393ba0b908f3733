import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { caseMapping, registerArrayReader } from './array-rows.js';
import type { Database } from './schema.js';
import { PGliteDialect } from './pglite-dialect.js';
import { planningPerCall, preparedListReader } from './prepared-lists.js';
import { isoFromPostgres } from './timestamp-text.js';

export type Db = Kysely<Database>;
export type DbDriver = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  driver: DbDriver;
  /** PostgreSQL's pool, for what Kysely cannot do: streaming COPY (the CSV exports). */
  pool?: pg.Pool;
  /** PGlite itself, for what Kysely cannot do: dumping its data directory (the tests' template). */
  pglite?: PGlite;
  close(): Promise<void>;
}

// timestamptz and date come back as ISO strings on both drivers, so responses never depend on the driver.
const fromTimestamptz = (text: string) => isoFromPostgres(text, true);
const fromTimestamp = (text: string) => isoFromPostgres(text, false);
pg.types.setTypeParser(1184, fromTimestamptz);
pg.types.setTypeParser(1114, fromTimestamp);

/**
 * PostgreSQL when a URL is given, otherwise PGlite persisted under `dataDir`
 * (or in memory for `dataDir === 'memory://'`, used by the tests, which start it from `template`: a data
 * directory dumped once migrated, half the time of a new one's start and migrations).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  template?: Blob;
}): Promise<DbHandle> {
  const plugins = [caseMapping];
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: planningPerCall(opts.databaseUrl), max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    registerArrayReader(db, preparedListReader(pool));
    return { db, driver: 'postgres', pool, close: () => db.destroy() };
  }
  const memory = opts.dataDir === 'memory://';
  const dir = memory ? undefined : path.join(opts.dataDir, 'pgdata');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const pglite = new PGlite({
    dataDir: dir,
    extensions: { pg_trgm },
    ...(memory && opts.template ? { loadDataDir: opts.template } : {}),
    parsers: {
      1184: fromTimestamptz,
      1114: fromTimestamp,
    },
  });
  await pglite.waitReady;
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect, plugins });
  registerArrayReader(db, (query) => dialect.readArrays(query));
  return { db, driver: 'pglite', pglite, close: () => db.destroy() };
}

export async function databaseIsUp(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
