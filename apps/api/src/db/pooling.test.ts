import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../test/test-app.js';
import { onServer, urlOfDatabase } from '../test/template-database.js';

/**
 * Behind PgBouncer in transaction mode (issue 39): each transaction may run on another server connection, and
 * no `options` are taken at connect. DATABASE_POOL_MODE=transaction sends statements unnamed and no session
 * setting; migrations and the bootstrap go to DATABASE_DIRECT_URL, whose session holds their advisory lock.
 */
describe('DATABASE_POOL_MODE', () => {
  it('needs the pooler and PostgreSQL itself in transaction mode, and says why', () => {
    const base = { NODE_ENV: 'test', ADMIN_PASSWORD, DATABASE_POOL_MODE: 'transaction' };
    expect(() => loadConfig({ ...base, DATABASE_URL: 'postgres://u@bouncer:6432/smms' })).toThrow(
      /DATABASE_DIRECT_URL/,
    );
    const config = loadConfig({
      ...base,
      DATABASE_URL: 'postgres://u@bouncer:6432/smms',
      DATABASE_DIRECT_URL: 'postgres://u@db:5432/smms',
    });
    expect(config).toMatchObject({
      databasePoolMode: 'transaction',
      databaseDirectUrl: 'postgres://u@db:5432/smms',
    });
  });
});

/** Debian's pgbouncer (scripts/test-all.sh installs it for the PostgreSQL pass). */
const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find(
  (file) => spawnSync(file, ['--version']).status === 0,
);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** PgBouncer in transaction mode before DATABASE_URL's server, with 3 server connections per database. */
async function startPgBouncer(
  serverUrl: string,
): Promise<{ url: (db: string) => string; stop(): Promise<void> }> {
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'smms-pgbouncer-'));
  await fs.chmod(dir, 0o755);
  const ini = path.join(dir, 'pgbouncer.ini');
  await fs.writeFile(
    ini,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432} user=${server.username || 'postgres'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      'default_pool_size = 3',
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits',
    ].join('\n'),
  );
  await fs.chmod(ini, 0o644);
  // PgBouncer will not run as root: it drops to nobody when started by root.
  const args = process.getuid?.() === 0 ? ['-u', 'nobody', ini] : [ini];
  const child: ChildProcess = spawn(PGBOUNCER as string, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = (db: string) => `postgres://${server.username || 'postgres'}@127.0.0.1:${port}/${db}`;
  for (let tries = 0; ; tries += 1) {
    const client = new pg.Client({ connectionString: url('postgres') });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (tries >= 100 || child.exitCode !== null)
        throw new Error(`pgbouncer did not start: ${log || String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

const serverUrl = process.env.DATABASE_URL;

if (serverUrl)
  describe("the server's connections to PostgreSQL", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ DB_POOL_MAX: '4', DB_STATEMENT_TIMEOUT_MS: '1500' });
    });
    afterAll(() => t?.close());

    it('are named in pg_stat_activity, as many as DB_POOL_MAX, and cancel a statement past DB_STATEMENT_TIMEOUT_MS', async () => {
      const { pool, exportPool } = t.app.dbHandle;
      const one = await pool!.query<{ name: string; timeout: string }>(
        `select current_setting('application_name') as name, current_setting('statement_timeout') as timeout`,
      );
      expect(one.rows[0]).toEqual({ name: 'smms', timeout: '1500ms' });
      expect(pool!.options.max).toBe(4);
      await expect(pool!.query('select pg_sleep(3)')).rejects.toMatchObject({ code: '57014' });
      // The exports' connections stream a file for as long as its reader takes: no timeout.
      const exporting = await exportPool!.query<{ name: string; timeout: string }>(
        `select current_setting('application_name') as name, current_setting('statement_timeout') as timeout`,
      );
      expect(exporting.rows[0]).toEqual({ name: 'smms-export', timeout: '0' });
    });
  });
// The PostgreSQL pass runs it; in CI a missing pgbouncer is a failure, not a skip.
if (serverUrl && (PGBOUNCER || process.env.CI === 'true'))
  describe('the server behind PgBouncer in transaction mode', () => {
    let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
    let t: TestApp;
    const database = `smms_pooled_${randomBytes(5).toString('hex')}`;
    beforeAll(async () => {
      if (!PGBOUNCER) throw new Error("pgbouncer is missing: install Debian's pgbouncer package");
      bouncer = await startPgBouncer(serverUrl);
      // An empty database: the migrations and the bootstrap run through DATABASE_DIRECT_URL.
      await onServer(serverUrl, `create database ${database}`);
      await onServer(urlOfDatabase(serverUrl, database), 'create extension if not exists pg_trgm');
      t = await createTestApp({
        DATABASE_URL: bouncer.url(database),
        DATABASE_DIRECT_URL: urlOfDatabase(serverUrl, database),
        DATABASE_POOL_MODE: 'transaction',
      });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await bouncer?.stop();
      await onServer(serverUrl, `drop database if exists ${database} with (force)`);
    });

    it('starts on an empty database, signs in and answers 48 list calls at once, none refused', async () => {
      const cookie = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
      // The same texts read again and again: named statements would meet another connection's, or none.
      const calls = Array.from({ length: 48 }, (_, i) =>
        t.app.inject({
          url: i % 2 ? '/api/v1/meters?stage=installed' : '/api/v1/meters/pending-with-tech-support',
          headers: { cookie, ...CONSOLE },
        }),
      );
      const statuses = (await Promise.all(calls)).map((r) => r.statusCode);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie, ...CONSOLE } });
      expect(me.statusCode, me.body).toBe(200);
    });
  });
