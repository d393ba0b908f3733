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
import type { Config } from '../config.js';

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

/** Connections for requests (DB_POOL_MAX), and for exports (at most this many exports stream at once). */
const POOL_SIZE = 10;
const EXPORT_POOL_SIZE = 3;
/** How the server's connections show in pg_stat_activity (the exports' apart). */
const APPLICATION_NAME = 'smms';

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
  /**
   * `transaction`: the URL is a transaction pooler's (PgBouncer), which hands each transaction to any server
   * connection and takes no `options` at connect: statements go unnamed (each is planned for its values
   * anyway) and no session setting is sent.
   */
  poolMode?: 'session' | 'transaction';
  /** Connections for requests (DB_POOL_MAX); 10 unless given. */
  poolMax?: number;
  /**
   * A request's statement is cancelled by PostgreSQL after this long (DB_STATEMENT_TIMEOUT_MS; 0: never). Sent
   * at connect in session mode; behind a transaction pooler, set it on the database role instead. The exports'
   * connections have none: a large file streams for as long as its reader takes.
   */
  statementTimeoutMs?: number;
  dataDir: string;
  template?: Blob;
}): Promise<DbHandle> {
  const plugins = [caseMapping];
  if (opts.databaseUrl) {
    const pooled = opts.poolMode === 'transaction';
    const timeout = opts.statementTimeoutMs ? [`-c statement_timeout=${opts.statementTimeoutMs}`] : [];
    const requests = pooled ? opts.databaseUrl : planningPerCall(opts.databaseUrl, timeout);
    const exports = pooled ? opts.databaseUrl : planningPerCall(opts.databaseUrl);
    const pool = new pg.Pool({
      connectionString: requests,
      max: opts.poolMax ?? POOL_SIZE,
      application_name: APPLICATION_NAME,
      ...POOL,
    });
    const exportPool = new pg.Pool({
      connectionString: exports,
      max: EXPORT_POOL_SIZE,
      application_name: `${APPLICATION_NAME}-export`,
      ...POOL,
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    registerArrayReader(db, preparedListReader(pool, { named: !pooled }));
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

/** The server's database, as configured (DATABASE_URL, DATABASE_POOL_MODE, DATA_DIR). */
export const openConfigured = (config: Config) =>
  openDatabase({
    databaseUrl: config.databaseUrl,
    poolMode: config.databasePoolMode,
    poolMax: config.databasePoolMax,
    statementTimeoutMs: config.statementTimeoutMs,
    dataDir: config.dataDir,
  });

/**
 * Runs `work` on the database to prepare (migrate, bootstrap): `handle`, or PostgreSQL itself past a transaction
 * pooler (DATABASE_DIRECT_URL), whose session the migrations' advisory lock needs.
 */
export async function withPreparable<T>(
  config: Config,
  handle: DbHandle,
  work: (handle: DbHandle) => Promise<T>,
): Promise<T> {
  if (!config.databaseDirectUrl || handle.driver !== 'postgres') return work(handle);
  const direct = await openDatabase({ databaseUrl: config.databaseDirectUrl, dataDir: config.dataDir });
  try {
    return await work(direct);
  } finally {
    await direct.close();
  }
}
