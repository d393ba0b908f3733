/** The command line of `npm run bench`: sizes, the databases to run on, and how long each measurement lasts. */
import os from 'node:os';

export type DbKind = 'pg' | 'pglite';

export interface BenchOptions {
  meters: number;
  modems: number;
  officers: number;
  dbs: DbKind[];
  quick: boolean;
  /** `--web-only`: skip the database scenarios; measure the web rows on a demo server. */
  webOnly: boolean;
  /** Seconds autocannon drives each call, per round. */
  seconds: number;
  rounds: number;
  pgAdminUrl: string;
  /**
   * `--workers`: the server's processes on PostgreSQL (its WORKERS setting), one a core unless given; the HTTP
   * floor runs as many. PGlite is one process.
   */
  workers: number;
}

export function parseOptions(argv: string[]): BenchOptions {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const quick = argv.includes('--quick');
  const meters = Math.round(Number(value('--rows') ?? (quick ? 200_000 : 1_000_000)));
  if (!Number.isFinite(meters) || meters < 1000) throw new Error('--rows must be a number ≥ 1000 (e.g. 5e6)');
  const workers = Number(value('--workers') ?? os.availableParallelism());
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    throw new Error('--workers must be a whole number from 1 to 64');
  const db = value('--db') ?? 'pg';
  const dbs: DbKind[] = db === 'both' ? ['pg', 'pglite'] : db === 'pglite' ? ['pglite'] : ['pg'];
  return {
    meters,
    modems: Math.round(meters / 10),
    officers: Math.max(100, Math.round(meters / 50)),
    dbs,
    quick,
    webOnly: argv.includes('--web-only'),
    seconds: quick ? 2 : 5,
    rounds: 3,
    pgAdminUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    workers,
  };
}
