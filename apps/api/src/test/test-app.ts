import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { copyOf, onServer, urlOfDatabase, type Templates } from './template-database.js';

export const ADMIN_PASSWORD = 'Bootstrap#Admin-2026';
export const CONSOLE = { 'x-requested-with': 'smms' } as const;

export interface TestApp {
  app: App;
  config: Config;
  /** Every SMS the app has sent, oldest first, once the texts it is still sending are sent. */
  outbox(): Promise<{ to: string; text: string }[]>;
  close(): Promise<void>;
}

/** A fresh database for one test app: PostgreSQL's URL and how to drop it again, or PGlite's template. */
interface FreshDatabase {
  databaseUrl?: string;
  template?: Blob;
  drop(): Promise<void>;
}

/** The run's templates (test/global-setup.ts), or none for a project without that setup (the trust suite). */
const templates = (): Templates => {
  try {
    return inject('templates') ?? {};
  } catch {
    return {};
  }
};

/** The PGlite template's bytes, read once per test process. */
let templateBytes: Promise<Blob> | undefined;

async function freshDatabase(serverUrl: string | undefined): Promise<FreshDatabase> {
  const { pgliteTemplate: file, postgresTemplate } = templates();
  if (!serverUrl) {
    if (file) templateBytes ??= fs.readFile(file).then((bytes) => new Blob([bytes]));
    return { template: await templateBytes, drop: async () => undefined };
  }
  if (postgresTemplate) {
    // A copy of the migrated template, dropped with it at the end of the run. Its commits need not wait for
    // the disk: nothing here kills PostgreSQL.
    const name = copyOf(postgresTemplate);
    await onServer(serverUrl, `create database ${name} template ${postgresTemplate}`);
    const url = new URL(urlOfDatabase(serverUrl, name));
    url.searchParams.set('options', '-c synchronous_commit=off');
    return { databaseUrl: url.toString(), drop: async () => undefined };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, 'create extension if not exists pg_trgm schema public');
  await onServer(serverUrl, `create schema ${name}`);
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${name},public`);
  return {
    databaseUrl: url.toString(),
    drop: () => onServer(serverUrl, `drop schema ${name} cascade`),
  };
}

/**
 * The real app on a fresh database, so test files never see each other's rows: in-memory PGlite started from
 * the run's migrated template, or on the PostgreSQL of DATABASE_URL a copy of the run's template database
 * (dropped with the template when the run ends), or without one a schema of its own, dropped on close.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'logStream' | 'sms'> = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'smms-test-'));
  const fresh = await freshDatabase(process.env.DATABASE_URL || undefined);
  const { databaseUrl } = fresh;
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
    SMS_PROVIDER: 'outbox',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const db = databaseUrl ? undefined : await openDatabase({ dataDir: 'memory://', template: fresh.template });
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
      await fresh.drop();
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
