/**
 * `npm run bench [-- --quick] [-- --rows 5e6] [-- --db pg|pglite|both]`: loads synthetic data into a fresh database
 * (a scratch PostgreSQL database it creates and drops, or PGlite in a temporary DATA_DIR), starts the real built
 * server on it, and measures each call of issue 12 against its baseline in the same run, pair by pair, medians of
 * 3 rounds. Prints the table (metric, baseline, SMMS, ratio, target, PASS/FAIL) and writes bench/results/latest.json.
 * The web rows (bench/src/web.ts) come last: measured on the PostgreSQL server at the loaded size before it stops,
 * or on a demo server when PostgreSQL is not in the run or with `--web-only` (which skips the database scenarios).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { format } from 'prettier';
import { openDatabase } from '../../apps/api/src/db/connection.js';
import { DEMO_PASSWORD } from '../../apps/api/src/db/demo/people.js';
import { loadSynthetic } from './load.js';
import { loadPhotoFingerprints } from './photo-match.js';
import { measureFlagChecks } from './flag-checks.js';
import { parseOptions, type BenchOptions, type DbKind } from './options.js';
import { assertBuilt, signIn, startServer, stopServer, type Server } from './server.js';
import { measureScaleOut } from './scale-out.js';
import { measurePostgres, measureSmmsOnly, type Measured } from './scenarios.js';
import { printTable, type Row } from './table.js';
import { measureWeb, type WebMeasured } from './web.js';

type OnServer = (server: Server, cookie: string) => Promise<void>;

async function onPostgres(
  options: BenchOptions,
  port: number,
  rows: Row[],
  then: OnServer,
): Promise<Measured> {
  const name = `smms_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: options.pgAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(options.pgAdminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'smms-bench-pg-'));
  let server: Server | undefined;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  try {
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, WORKERS: String(options.workers) };
    server = await startServer(env, port);
    const t0 = performance.now();
    await loadSynthetic((text) => pool.query(text), options);
    await loadPhotoFingerprints((text) => pool.query(text));
    const loadSeconds = (performance.now() - t0) / 1000;
    console.log(`postgres: loaded ${options.meters} meters in ${loadSeconds.toFixed(1)} s`);
    const flagChecks = await measureFlagChecks(options, pool, rows);
    const cookie = await signIn(server.base);
    const measured = await measurePostgres(options, server, cookie, pool, databaseUrl, rows);
    measured.figures.scaleOut = await measureScaleOut(options, databaseUrl, port, rows);
    measured.figures.flagChecks = flagChecks;
    await then(server, cookie);
    return { ...measured, loadSeconds };
  } finally {
    if (server) await stopServer(server);
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function onPglite(options: BenchOptions, port: number): Promise<Measured> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'smms-bench-pglite-'));
  let server: Server | undefined;
  try {
    // The server migrates the empty database and bootstraps its admin, then lets go of it for the load.
    await stopServer(await startServer({ DATA_DIR: dataDir }, port));
    const t0 = performance.now();
    const handle = await openDatabase({ dataDir });
    await loadSynthetic((text) => sql.raw(text).execute(handle.db), options);
    await handle.close();
    const loadSeconds = (performance.now() - t0) / 1000;
    console.log(`pglite: loaded ${options.meters} meters in ${loadSeconds.toFixed(1)} s`);
    server = await startServer({ DATA_DIR: dataDir }, port);
    const cookie = await signIn(server.base);
    return { ...(await measureSmmsOnly(options, server, cookie)), loadSeconds };
  } finally {
    if (server) await stopServer(server);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** A demo server (PGlite, the demo data) for the web rows alone. */
async function onDemo(port: number, then: OnServer) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'smms-bench-web-'));
  let server: Server | undefined;
  try {
    server = await startServer({ DATA_DIR: dataDir }, port, ['--demo']);
    // The demo's own super admin: a server with demo data bootstraps no other.
    await then(server, await signIn(server.base, { username: 'superadmin', password: DEMO_PASSWORD }));
  } finally {
    if (server) await stopServer(server);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  assertBuilt();
  const started = performance.now();
  console.log(
    `bench: ${options.meters} meters, ${options.modems} modems, ${options.officers} officers on ${options.dbs.join(' + ')}` +
      ` (${os.cpus().length} cores, the server in ${options.workers} process${options.workers > 1 ? 'es' : ''} on PostgreSQL,` +
      ` ${options.rounds} rounds of ${options.seconds} s at 10 connections)`,
  );
  const measured: Partial<Record<DbKind, Measured>> = {};
  const rows: Row[] = [];
  const webRows: Row[] = [];
  let web: WebMeasured | undefined;
  const measureWebRows: OnServer = async (server, cookie) => {
    web = await measureWeb(server, cookie, webRows);
  };
  const port = 18_000 + (process.pid % 1000);
  try {
    for (const db of options.webOnly ? [] : options.dbs) {
      measured[db] =
        db === 'pg' ? await onPostgres(options, port, rows, measureWebRows) : await onPglite(options, port);
    }
    if (!web) await onDemo(port, measureWebRows);
  } catch (error) {
    // A failing call ends the run: show what was measured before it, then fail.
    printTable([...rows, ...webRows]);
    throw error;
  }
  if (measured.pg && measured.pglite) {
    for (const key of ['list', 'search', 'dashboard'] as const) {
      const base = measured.pg.latency[key];
      const lite = measured.pglite.latency[key];
      rows.push({
        metric: `PGlite vs PostgreSQL: ${key} p50`,
        baseline: `${base.toFixed(1)} ms`,
        smms: `${lite.toFixed(1)} ms`,
        ratio: lite / base,
        target: '≤ 3×',
        pass: lite / base <= 3,
      });
    }
  }
  rows.push(...webRows);
  printTable(rows);
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nbench finished in ${seconds.toFixed(0)} s`);
  // A --web-only run leaves the full run's results as they are.
  const out = path.resolve(`bench/results/${options.webOnly ? 'web' : 'latest'}.json`);
  await fs.mkdir(path.dirname(out), { recursive: true });
  // Formatted as `npm run format:check` expects, so a run leaves the tree clean.
  await fs.writeFile(
    out,
    await format(
      JSON.stringify({
        at: new Date().toISOString(),
        machine: {
          cores: os.cpus().length,
          cpu: os.cpus()[0]?.model,
          memoryGb: Math.round(os.totalmem() / 1e9),
        },
        options,
        seconds,
        measured,
        web,
        rows,
      }),
      { parser: 'json' },
    ),
  );
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
