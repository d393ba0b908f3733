import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { onServer } from '../src/test/template-database.js';

/**
 * The real server as a child process, for the crash and shutdown tests (issue 13): its own database (a
 * PGlite directory, or a fresh schema in DATABASE_URL's PostgreSQL), killed and started again on it.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ADMIN = { username: 'superadmin', password: 'Bootstrap#Admin-2026' } as const;

let bundled: Promise<string> | null = null;

/**
 * The server as `npm run build` bundles it: SMMS_SERVER_BUNDLE when the run gives one (scripts/test-trust.mjs
 * bundles once for all files, test:all passes the production build), else bundled here by apps/api/build.mjs
 * into apps/api's node_modules, so its packages resolve. The same code as `tsx src/server.ts`, but it starts in a
 * fraction of the time (no TypeScript to compile at each start), which a loaded machine needs.
 */
export function serverScript(): Promise<string> {
  const given = process.env.SMMS_SERVER_BUNDLE;
  if (given) return Promise.resolve(path.resolve(apiDir, '../..', given));
  bundled ??= (async () => {
    const outfile = path.join(apiDir, 'node_modules/.cache/smms-trust', `server-${process.pid}.js`);
    await promisify(execFile)(process.execPath, [path.join(apiDir, 'build.mjs'), outfile]);
    process.once('exit', () => {
      fs.rmSync(outfile, { force: true });
      fs.rmSync(`${outfile}.map`, { force: true });
    });
    return outfile;
  })();
  return bundled;
}

export interface Store {
  /** Environment for the server: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A data directory, and on PostgreSQL (DATABASE_URL set) a schema of its own, dropped again by drop(). */
export async function freshStore(): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'smms-crash-'));
  const serverUrl = process.env.DATABASE_URL;
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) return { env: { DATA_DIR: dataDir }, drop: async () => removeDir() };
  const schema = `crash_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, 'create extension if not exists pg_trgm schema public');
  await onServer(serverUrl, `create schema ${schema}`);
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await onServer(serverUrl, `drop schema ${schema} cascade`);
      removeDir();
    },
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP call; a connection that breaks before an answer rejects. */
export function call(
  agent: http.Agent,
  port: number,
  method: string,
  route: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path: route,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Settles when the process has ended, with its exit code (null after a signal) and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Every server process started and not yet ended. */
const running = new Set<ChildProcess>();

/**
 * A test file's store: made (and the server bundled) before its tests; after them every server still running
 * on it is killed and the store dropped. Answers the store once it is made.
 */
export function storeForFile(): () => Store {
  let store: Store | undefined;
  beforeAll(async () => {
    await serverScript();
    store = await freshStore();
  });
  afterAll(async () => {
    await Promise.all(
      [...running].map((child) => {
        if (child.exitCode !== null || child.signalCode !== null) return undefined;
        const ended = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        return ended;
      }),
    );
    await store?.drop();
  });
  return () => {
    if (!store) throw new Error('the store is made before the tests run');
    return store;
  };
}

/** Starts the server on the store and waits until /health answers (any status: it may be shedding). */
export async function startServer(store: Store, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [await serverScript()], {
    cwd: path.resolve(apiDir, '../..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_PER_MINUTE: '1000000000',
      LOG_LEVEL: 'silent',
      ...store.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let ended = false;
  running.add(child);
  void exited.then(() => {
    ended = true;
    running.delete(child);
  });
  const agent = new http.Agent({ keepAlive: false });
  for (;;) {
    if (ended) throw new Error(`the server exited while starting:\n${output}`);
    const up = await call(agent, port, 'GET', '/api/v1/health').then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, child, output: () => output, exited };
}

/** Signs in as the bootstrap super admin through the API; answers the bearer token. */
export async function signInAdmin(agent: http.Agent, port: number): Promise<string> {
  const answer = await call(agent, port, 'POST', '/api/v1/auth/login', { body: ADMIN });
  const token = (JSON.parse(answer.body) as { token?: string }).token;
  if (answer.status !== 200 || !token) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  return token;
}
