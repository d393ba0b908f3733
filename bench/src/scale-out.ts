/**
 * Several instances (issue 39): list page 1 driven at 10 connections against one server process, then split
 * 5 + 5 across two instances on the same PostgreSQL, sharing Redis (when it answers) and an S3-compatible photo
 * bucket (s3rver, as the trust suite starts it), as a load balancer would. On this 2-core machine the two instances, PostgreSQL and the bench share the same cores,
 * so the row reports what it finds, with each instance's CPU a page; it sets no target.
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startS3 } from '../../apps/api/src/test/s3-server.js';
import { CONNECTIONS, drive, median, type Load } from './measure.js';
import type { BenchOptions } from './options.js';
import { LIST } from './scenarios.js';
import { signIn, startServer, stopServer, type Server } from './server.js';
import type { Row } from './table.js';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers at REDIS_URL (a TCP connect is enough to decide whether to use it). */
const redisAnswers = () =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(REDIS_URL);
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const answer = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });

export async function measureScaleOut(
  options: BenchOptions,
  databaseUrl: string,
  port: number,
  rows: Row[],
): Promise<{ redis: boolean; one: Load[]; two: { a: Load; b: Load }[] }> {
  const shared = await fs.mkdtemp(path.join(os.tmpdir(), 'smms-bench-scale-'));
  const [redis, s3] = await Promise.all([redisAnswers(), startS3()]);
  const env = (name: string) => ({
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(shared, name),
    ...s3.env,
    WORKERS: '1',
    ...(redis ? { REDIS_URL: REDIS_URL } : {}),
  });
  const servers: Server[] = [];
  try {
    const a = await startServer(env('a'), port + 10);
    servers.push(a);
    const b = await startServer(env('b'), port + 11);
    servers.push(b);
    // One session, signed in on A, answers on B: sessions live in the database.
    const cookie = await signIn(a.base);
    const one: Load[] = [];
    const two: { a: Load; b: Load }[] = [];
    const half = CONNECTIONS / 2;
    for (let round = 0; round < options.rounds; round += 1) {
      one.push(await drive(a.base + LIST, cookie, options.seconds, a.pid));
      const [onA, onB] = await Promise.all([
        drive(a.base + LIST, cookie, options.seconds, a.pid, half),
        drive(b.base + LIST, cookie, options.seconds, b.pid, half),
      ]);
      two.push({ a: onA, b: onB });
    }
    const single = median(one.map((l) => l.rps));
    const both = median(two.map((t) => t.a.rps + t.b.rps));
    const cpu = (loads: (Load | undefined)[]) =>
      loads.map((l) => `${(l?.cpuMs ?? NaN).toFixed(2)} ms`).join(' + ');
    const last = two.at(-1);
    rows.push(
      {
        metric: `two instances (1 process each, S3 bucket${redis ? ', Redis' : ''}) vs one: list page 1 throughput (req/s)`,
        baseline: single.toFixed(0),
        smms: both.toFixed(0),
        ratio: both / single,
        target: '(none: both share the 2 cores with PostgreSQL and the bench)',
      },
      {
        metric: 'two instances: CPU a page, instance A + B (last round)',
        baseline: `${median(one.map((l) => l.cpuMs ?? NaN)).toFixed(2)} ms`,
        smms: cpu([last?.a, last?.b]),
        ratio: NaN,
        target: '(none)',
      },
    );
    return { redis, one, two };
  } finally {
    for (const server of servers) await stopServer(server);
    await s3.stop();
    await fs.rm(shared, { recursive: true, force: true });
  }
}
