import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { caseMapping, registerArrayReader } from './array-rows.js';
import type { Database } from './schema.js';
import { lockDataDir } from './data-dir-lock.js';
import { PGliteDialect } from './pglite-dialect.js';
import { planningPerCall, preparedListReader } from './prepared-lists.js';
import { isoFromPostgres } from './timestamp-text.js';

export type Db = Kysely<Database>;
export type DbDriver = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  driver: DbDriver;
  /** PostgreSQL's pool, for what Kysely cannot do (the prepared list reads). */
  pool?: pg.Pool;
  /**
   * The CSV exports' own few connections (issue 37): an export holds one while its file is read, for as long as
   * the reader takes, so unread downloads can use up these but never the pool sign-in, health and lists use.
   */
  exportPool?: pg.Pool;
  /** PGlite itself, for what Kysely cannot do: dumping its data directory (the tests' template). */
  pglite?: PGlite;
  /**
   * Told of a connection PostgreSQL dropped (a restart, a failover, pg_terminate_backend, an idle timeout),
   * whether it sat in the pool or was in use: the process goes on, the pool opens another when needed. The app
   * points it at its log.
   */
  onConnectionLost: (error: Error) => void;
  close(): Promise<void>;
}

/** Connections for requests, and for exports (at most this many exports stream at once). */
const POOL_SIZE = 10;
const EXPORT_POOL_SIZE = 3;

/**
 * The pools' limits (issue 37): a connection that cannot be had in 5 s fails the request (503) instead of
 * queueing it for ever; idle connections are closed after 30 s and probed with TCP keep-alives, so a NAT or
 * firewall that drops them silently is noticed.
 */
const POOL = {
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
} as const;

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
    const connectionString = planningPerCall(opts.databaseUrl);
    const pool = new pg.Pool({ connectionString, max: POOL_SIZE, ...POOL });
    const exportPool = new pg.Pool({ connectionString, max: EXPORT_POOL_SIZE, ...POOL });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    registerArrayReader(db, preparedListReader(pool));
    const handle: DbHandle = {
      db,
      driver: 'postgres',
      pool,
      exportPool,
      onConnectionLost: (error) => console.warn(`database connection lost: ${error.message}`),
      close: async () => {
        await db.destroy();
        await exportPool.end();
      },
    };
    // Without a listener, an 'error' from an idle pooled connection, or from one in use between two
    // statements, is an unhandled event that ends the process.
    for (const each of [pool, exportPool]) {
      each.on('error', (error) => handle.onConnectionLost(error));
      each.on('connect', (client) => client.on('error', (error) => handle.onConnectionLost(error)));
    }
    return handle;
  }
  const memory = opts.dataDir === 'memory://';
  const dir = memory ? undefined : path.join(opts.dataDir, 'pgdata');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const release = dir ? lockDataDir(opts.dataDir) : () => undefined;
  const pglite = new PGlite({
    dataDir: dir,
    extensions: { pg_trgm },
    ...(memory && opts.template ? { loadDataDir: opts.template } : {}),
    parsers: {
      1184: fromTimestamptz,
      1114: fromTimestamp,
    },
  });
  await pglite.waitReady.catch((error: unknown) => {
    release();
    throw error;
  });
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect, plugins });
  registerArrayReader(db, (query) => dialect.readArrays(query));
  return {
    db,
    driver: 'pglite',
    pglite,
    onConnectionLost: () => undefined,
    close: () => db.destroy().finally(release),
  };
}

export async function databaseIsUp(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
