import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App, type AppDeps } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/connection.js';

export const ADMIN_PASSWORD = 'Bootstrap#Admin-2026';
export const CONSOLE = { 'x-requested-with': 'smms' } as const;

export interface TestApp {
  app: App;
  config: Config;
  /** Every SMS the app has sent, oldest first, once the texts it is still sending are sent. */
  outbox(): Promise<{ to: string; text: string }[]>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database: in-memory PGlite, or a schema of its own in the PostgreSQL of
 * DATABASE_URL (dropped again on close), so test files never see each other's rows.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'logStream' | 'sms'> = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'smms-test-'));
  const serverUrl = process.env.DATABASE_URL;
  let schema: string | null = null;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query('create extension if not exists pg_trgm schema public');
    await client.query(`create schema ${schema}`);
    await client.end();
    const url = new URL(serverUrl);
    url.searchParams.set('options', `-c search_path=${schema},public`);
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD,
    // Load shedding reads the event loop's delay, which an embedded database's migrations and queries (PGlite runs
    // on the same thread) push past any bound on a busy machine: a test app sheds nothing unless a test turns it on.
    LOAD_SHEDDING: 'off',
    // Production refuses to start without a TOTP key; a test may still pass its own.
    TOTP_KEY: Buffer.alloc(32, 1).toString('base64'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const db = databaseUrl ? undefined : await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp(config, { db, ...deps });
  return {
    app,
    config,
    async outbox() {
      await app.background.idle();
      const text = await fs.readFile(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; text: string });
    },
    async close() {
      await app.close();
      if (serverUrl && schema) {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API as the console does; answers the session cookie header. */
export async function signIn(app: App, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: CONSOLE,
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
  // `__Host-smms_session` when the app runs with NODE_ENV=production.
  const cookie = response.cookies.find((c) => c.name.endsWith('smms_session'));
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}
