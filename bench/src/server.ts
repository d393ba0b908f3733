/** The real server (`apps/api/dist/server.js`) as a child process, signed in over HTTP as its super admin. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ADMIN = { username: 'benchadmin', password: 'Bench@12345' };
const SERVER = path.resolve('apps/api/dist/server.js');

export interface Server {
  base: string;
  pid: number;
  child: ChildProcess;
}

/**
 * Servers this run started: whatever ends the run (an uncaught error included), they end with it, workers and
 * all (a WORKERS primary stops its workers on SIGTERM).
 */
const started = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
});
const track = (child: ChildProcess) => {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
};

export function assertBuilt() {
  if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` first`);
}

export async function startServer(
  env: Record<string, string>,
  port: number,
  args: string[] = [],
): Promise<Server> {
  const child = track(
    spawn(process.execPath, [SERVER, ...args], {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000000',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  // With WORKERS, the first worker answers while the others may still be starting.
  const workers = Number(env.WORKERS ?? 1);
  const allStarted = () => workers < 2 || processTree(child.pid ?? 0).length > workers;
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok && allStarted())
        return { base, pid: child.pid ?? 0, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /api/v1/health within 120 s');
}

export async function stopServer(server: Server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** The session cookie of the bootstrapped super admin (or of other credentials, e.g. the demo's). */
export async function signIn(base: string, credentials = ADMIN): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'smms' },
    body: JSON.stringify(credentials),
  });
  const session = response.headers.getSetCookie().find((c) => c.startsWith('smms_session='));
  if (!response.ok || !session)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return session.split(';')[0] ?? '';
}

/**
 * A process and its children: a WORKERS primary and its workers, from /proc (Linux). The figures below are the
 * whole server's, however many processes it runs.
 */
export function processTree(pid: number): number[] {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    return [pid, ...children.filter(Boolean).map(Number)];
  } catch {
    return [pid];
  }
}

/** Resident memory of a process and its children in MB, from /proc/<pid>/status (Linux). */
export function rssMb(pid: number): number {
  let kb = 0;
  for (const each of processTree(pid)) {
    try {
      const status = fs.readFileSync(`/proc/${each}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // a worker that has just stopped
    }
  }
  return kb / 1024;
}

/** CPU seconds (user and kernel) one process has used, from /proc/<pid>/stat; undefined where it cannot be read. */
function ownCpuSeconds(pid: number): number | undefined {
  try {
    // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop()?.trim().split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / 100 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds (user and kernel) a process and its children have used; undefined where /proc is not there.
 * Linux counts them in USER_HZ ticks, 100 a second on every architecture Node runs on.
 */
export function cpuSeconds(pid: number): number | undefined {
  const own = ownCpuSeconds(pid);
  if (own === undefined) return undefined;
  return processTree(pid)
    .slice(1)
    .reduce((sum, child) => sum + (ownCpuSeconds(child) ?? 0), own);
}

/**
 * bench/src/floor-server.ts as a child process: the bare HTTP server answering `sql`'s rows as JSON, in as many
 * processes as SMMS's server runs.
 */
export async function startFloorServer(
  databaseUrl: string,
  sql: string,
  workers: number,
  port = 4199,
): Promise<Server> {
  const script = path.resolve('bench/src/floor-server.ts');
  const args = ['--import', 'tsx', script, String(port), databaseUrl, sql, String(workers)];
  const child = track(spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] }));
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the floor server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return { base: `http://127.0.0.1:${port}/`, pid: child.pid ?? 0, child };
}
