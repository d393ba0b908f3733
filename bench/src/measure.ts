/** How a call is measured: autocannon over HTTP, a pg loop for raw SQL, single timed runs, medians. */
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSeconds } from './server.js';

export interface Load {
  p50: number;
  p99: number;
  /** Requests (or queries) per second. */
  rps: number;
  /**
   * CPU milliseconds (user and kernel) a request cost the server that answered it, all its processes
   * (`cpuSeconds`), or a query cost a pg loop's own client (`process.cpuUsage`); absent where it was not measured.
   */
  cpuMs?: number;
}

export const CONNECTIONS = 10;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** The median, field by field, of several runs. */
export const medianLoad = (runs: Load[]): Load => {
  const cpu = runs.flatMap((r) => (r.cpuMs === undefined ? [] : [r.cpuMs]));
  return {
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    rps: median(runs.map((r) => r.rps)),
    ...(cpu.length ? { cpuMs: median(cpu) } : {}),
  };
};

const perCall = (cpuBefore: number | undefined, cpuAfter: number | undefined, calls: number) =>
  cpuBefore === undefined || cpuAfter === undefined || calls === 0
    ? {}
    : { cpuMs: ((cpuAfter - cpuBefore) * 1000) / calls };

/**
 * One call driven at 10 connections (or `connections`) for `seconds`; any non-2xx answer is an error. A call too slow to complete
 * 10 times in that window is driven again until 10 answers have come back, so its figures are never empty.
 * With `pid`, the CPU each request cost that process and its children (the server answering it) is measured too.
 */
export async function drive(
  url: string,
  cookie: string,
  seconds: number,
  pid?: number,
  connections = CONNECTIONS,
): Promise<Load> {
  const common = { url, connections, timeout: 120, headers: { cookie } };
  const cpu = () => (pid === undefined ? undefined : cpuSeconds(pid));
  let before = cpu();
  let result = await autocannon({ ...common, duration: seconds });
  if (result.requests.total < connections) {
    before = cpu();
    result = await autocannon({ ...common, amount: connections });
  }
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.total / (result.duration || seconds),
    ...perCall(before, cpu(), result.requests.total),
  };
}

/**
 * The same statement in a loop on 10 pooled connections for `seconds`: latency percentiles, throughput, and the
 * CPU each query cost this process (the loop's client: sending it and reading its rows).
 */
export async function pgLoop(pool: pg.Pool, text: string, seconds: number): Promise<Load> {
  const times: number[] = [];
  const cpu = process.cpuUsage();
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await pool.query(text);
        times.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? NaN;
  return {
    p50: at(0.5),
    p99: at(0.99),
    rps: times.length / elapsed,
    ...perCall(0, (used.user + used.system) / 1e6, times.length),
  };
}

/** Milliseconds one async step takes. */
export async function timed(step: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await step();
  return performance.now() - t0;
}
