/**
 * The web rows of issue 12: the login page's JavaScript (the build, as `npm run check:web-budget` measures it)
 * and Lighthouse desktop (performance only, Debian chromium) on the super admin's Meters Installed list, signed
 * in through the session cookie. Median of 5 Lighthouse runs, started once the machine is quiet.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { API_BASE, PAGES, ROLE_PREFIX } from '@smms/shared';
import { BUDGET_KB, AIM_KB, kb, MAX_CHUNK_KB, measureWebBudget } from '../../scripts/web-budget.mjs';
import type { Server } from './server.js';
import type { Row } from './table.js';

export const WEB_DIST = path.resolve('apps/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The list measured: the BI super admin's Meters Installed (the bench signs in as the super admin). */
export const LIST_PATH = `${ROLE_PREFIX.BI_SUPER_ADMIN}/${PAGES.metersInstalled}`;
const TARGETS = { lcpMs: 1000, tbtMs: 100, cls: 0.05 };

export interface WebMeasured {
  initialGzipKb: number;
  largestChunkKb: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const row = (metric: string, value: string, ratio: number, target: string, pass: boolean): Row => ({
  metric,
  baseline: '—',
  smms: value,
  ratio,
  target,
  pass,
});

/** The CPU time all cores spent busy and in total so far (Linux /proc/stat), or undefined elsewhere. */
function cpuTicks(): { busy: number; total: number } | undefined {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
    const ticks = fields.map(Number);
    const total = ticks.reduce((sum, n) => sum + n, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/**
 * Waits (at most `maxMs`) until the machine has been at most 15% busy for a whole second: the scenarios before the
 * web rows leave work behind (the server's heap after a 1M-row export, PostgreSQL writing out what they changed),
 * and Lighthouse on a busy 2-core machine measures that work, not the page (TBT swung 109-228 ms in one run).
 * Returns the last second's busy share, printed with the figures.
 */
async function quietCpu(maxMs = 60_000): Promise<number | undefined> {
  const started = performance.now();
  let share: number | undefined;
  do {
    const before = cpuTicks();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTicks();
    if (!before || !after) return undefined;
    share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
  } while (share > 0.15 && performance.now() - started < maxMs);
  return share;
}

/**
 * Lighthouse's own failures to record the page's trace (seen once on a loaded machine: NO_NAVSTART, "Please run
 * Lighthouse again"): the page was not measured, so the run is made again, at most twice, and says so. Anything
 * else, a page that never painted included, ends the bench.
 */
const TRACE_NOT_RECORDED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

async function measuredRun(url: string, port: number, cookie: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, port, cookie);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt > 2 || !code || !TRACE_NOT_RECORDED.has(code)) throw error;
      console.log(`web: Lighthouse did not record the trace (${code}); running it again`);
    }
  }
}

/** One Lighthouse run; throws unless it measured the list itself (its URL, and its rows answered). */
async function runOnce(url: string, port: number, cookie: string) {
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: cookie },
    },
    desktopConfig,
  );
  const lhr: Result | undefined = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError)
    throw Object.assign(new Error(`Lighthouse: ${lhr.runtimeError.message}`), {
      code: lhr.runtimeError.code,
    });
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  if (finalUrl.pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse measured ${finalUrl.pathname}, not the list (${new URL(url).pathname})`);
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] }
  )?.items;
  const listCall = requests?.find((r) => new URL(r.url).pathname === `${API_BASE}/meters`);
  if (listCall?.statusCode !== 200)
    throw new Error(
      `the list's rows did not load during the run (GET ${API_BASE}/meters: ${listCall?.statusCode})`,
    );
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id}`);
    return value;
  };
  const element = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = element?.items?.[0]?.items?.[0]?.node;
  return {
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    lcpElement: `${node?.selector ?? '?'} (${node?.nodeLabel ?? ''})`,
  };
}

/** Measures the build and the list page of a running server; appends the web rows to `rows`. */
export async function measureWeb(
  server: Server,
  cookie: string,
  rows: Row[],
  runs = 5,
): Promise<WebMeasured> {
  const budget = measureWebBudget(WEB_DIST);
  if (!budget) throw new Error(`${WEB_DIST}/index.html is missing: run \`npm run build\` first`);
  const initialGzipKb = kb(budget.initialGzip);
  const largestChunkKb = kb(budget.largestMin);
  rows.push(
    row(
      'web: initial JS (gzip)',
      `${initialGzipKb.toFixed(1)} kB`,
      initialGzipKb / BUDGET_KB,
      `≤ ${BUDGET_KB} kB (aim ${AIM_KB})`,
      initialGzipKb <= BUDGET_KB && budget.missing.length === 0,
    ),
    row(
      'web: largest chunk (minified)',
      `${largestChunkKb.toFixed(1)} kB`,
      largestChunkKb / MAX_CHUNK_KB,
      `≤ ${MAX_CHUNK_KB} kB`,
      largestChunkKb <= MAX_CHUNK_KB,
    ),
  );

  const url = `${server.base}${LIST_PATH}`;
  const waited = performance.now();
  const busy = await quietCpu();
  const quiet = busy === undefined ? 'CPU not sampled' : `CPU ${(busy * 100).toFixed(0)}% busy`;
  console.log(`web: ${quiet} after ${((performance.now() - waited) / 1000).toFixed(0)} s, before Lighthouse`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const measured = [];
  try {
    for (let i = 0; i < runs; i += 1) measured.push(await measuredRun(url, chrome.port, cookie));
  } finally {
    chrome.kill();
  }
  const lcpMs = median(measured.map((m) => m.lcpMs));
  const tbtMs = median(measured.map((m) => m.tbtMs));
  const cls = median(measured.map((m) => m.cls));
  const lcpElement = measured.find((m) => m.lcpMs === lcpMs)?.lcpElement ?? '?';
  console.log(
    `web: Lighthouse desktop on ${LIST_PATH}, ${runs} runs: LCP ${measured.map((m) => m.lcpMs.toFixed(0)).join(', ')} ms;` +
      ` TBT ${measured.map((m) => m.tbtMs.toFixed(0)).join(', ')} ms; CLS ${measured.map((m) => m.cls.toFixed(3)).join(', ')};` +
      ` LCP element ${lcpElement}`,
  );
  rows.push(
    row(
      'web: Lighthouse LCP',
      `${(lcpMs / 1000).toFixed(2)} s`,
      lcpMs / TARGETS.lcpMs,
      '≤ 1.0 s',
      lcpMs <= TARGETS.lcpMs,
    ),
    row(
      'web: Lighthouse TBT',
      `${tbtMs.toFixed(0)} ms`,
      tbtMs / TARGETS.tbtMs,
      '≤ 100 ms',
      tbtMs <= TARGETS.tbtMs,
    ),
    row('web: Lighthouse CLS', cls.toFixed(3), cls / TARGETS.cls, '≤ 0.05', cls <= TARGETS.cls),
  );
  return { initialGzipKb, largestChunkKb, lcpMs, tbtMs, cls, lcpElement };
}
