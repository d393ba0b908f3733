import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { ArrayResult } from './array-rows.js';
import { preparedPgliteReader } from './pglite-prepared.js';

type Reader = ReturnType<typeof preparedPgliteReader>;

/**
 * Kysely over PGlite. PGlite is one connection, so connections are handed out one at a time:
 * a transaction holds the connection until it commits, and other queries queue behind it.
 * Every SELECT is read as the list pages are (db/pglite-prepared.ts): a text read twice is a prepared statement,
 * answered in one call into PGlite's backend and read from its bytes, instead of PGlite's `query` (six calls,
 * planned each time, every value parsed into an object of its own). Other statements go through `query`.
 */
export class PGliteDialect implements Dialect {
  readonly #driver: PGliteDriver;
  readonly #reads: Reader;
  constructor(pg: PGlite) {
    this.#reads = preparedPgliteReader(pg);
    this.#driver = new PGliteDriver(pg, this.#reads);
  }
  createAdapter = () => new PostgresAdapter();
  createDriver = (): Driver => this.#driver;
  createQueryCompiler = () => new PostgresQueryCompiler();
  createIntrospector = (db: Kysely<unknown>) => new PostgresIntrospector(db);

  /**
   * A list page's rows as arrays (db/array-rows.ts), by a prepared statement (db/pglite-prepared.ts). It waits
   * for the one connection as Kysely's queries do, so it never runs inside another caller's transaction.
   */
  async readArrays(query: CompiledQuery): Promise<ArrayResult> {
    await this.#driver.acquireConnection();
    try {
      return await this.#reads(query);
    } finally {
      await this.#driver.releaseConnection();
    }
  }
}

class PGliteDriver implements Driver {
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;
  constructor(
    private readonly pg: PGlite,
    private readonly read: Reader,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return new PGliteConnection(this.pg, this.read);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
  }
  async destroy(): Promise<void> {
    await this.#queue;
    if (!this.pg.closed) await this.pg.close();
  }
}

const CHANGING_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/** A query that only reads: Kysely's selects, and raw SQL that is one SELECT. */
const isSelect = (query: CompiledQuery) =>
  query.query.kind === 'SelectQueryNode' ||
  (query.query.kind === 'RawNode' && /^\s*select\s/i.test(query.sql));

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pg: PGlite,
    private readonly read: Reader,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (isSelect(query)) {
      const { fields, rows } = await this.read(query);
      return { rows: rows.map((values) => Object.fromEntries(fields.map((f, i) => [f, values[i]])) as R) };
    }
    const result = await this.pg.query<R>(query.sql, [...query.parameters]);
    const changed = CHANGING_NODES.has(query.query.kind);
    return { rows: result.rows, numAffectedRows: changed ? BigInt(result.affectedRows ?? 0) : undefined };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite; page with keyset batches instead.');
  }
}
