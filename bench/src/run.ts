/**
 * `npm run bench`: loads generated data (BENCH_METERS meters, default 100 000) into a fresh database —
 * PostgreSQL when BENCH_DATABASE_URL is set, otherwise embedded PGlite — and prints latency figures for the
 * calls the console makes all day, plus export throughput. Figures, not pass/fail: compare runs.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { loadDemoData } from '../../apps/api/src/db/demo-data.js';
import { openDatabase } from '../../apps/api/src/db/connection.js';

const METERS = Number(process.env.BENCH_METERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'smms-bench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const db = databaseUrl ? undefined : await openDatabase({ dataDir: 'memory://' });
  let started = Date.now();
  const app = await buildApp(config, {
    db,
    beforeBootstrap: async (handle) => {
      const size = {
        meters: METERS,
        modems: Math.round(METERS / 5),
        officers: Math.max(72, Math.round(METERS / 500)),
        photos: 0,
      };
      await loadDemoData(handle.db, { photoDir: config.photoDir, size });
    },
  });
  console.log(
    `driver: ${app.dbHandle.driver}; loaded ${METERS} meters in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-requested-with': 'smms' },
    payload: { username: 'superadmin', password: 'Demo@12345' },
  });
  const cookie = `smms_session=${login.cookies.find((c) => c.name === 'smms_session')?.value}`;
  const aeLogin = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-requested-with': 'smms' },
    payload: { username: 'aeadmin', password: 'Demo@12345' },
  });
  const aeCookie = `smms_session=${aeLogin.cookies.find((c) => c.name === 'smms_session')?.value}`;

  const calls: [string, string, string][] = [
    ['meters page 1', '/api/v1/meters?stage=installed', cookie],
    ['meters page 200', '/api/v1/meters?stage=installed&page=200', cookie],
    ['meters search "kamla"', '/api/v1/meters?q=kamla', cookie],
    ['meters search serial', '/api/v1/meters?q=SM2400', cookie],
    ['rejected + reason filter', '/api/v1/meters?stage=rejected&reason=Inactive', cookie],
    ['division filter', '/api/v1/meters?division=Agra%20Urban%20I', cookie],
    ['AE_ADMIN scoped list', '/api/v1/meters', aeCookie],
    ['dashboard', '/api/v1/dashboard?view=Meters', cookie],
    ['officers with counts', '/api/v1/users/field-officers/list?pageSize=100', cookie],
    ['recent activities', '/api/v1/activities?limit=10', cookie],
  ];
  console.log(
    `\n${'call'.padEnd(28)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
  );
  for (const [name, url, who] of calls) {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const t0 = performance.now();
      const response = await app.inject({ url, headers: { cookie: who } });
      times.push(performance.now() - t0);
      if (response.statusCode !== 200)
        throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    times.sort((a, b) => a - b);
    const pick = (p: number) =>
      times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(1) ?? '-';
    console.log(
      `${name.padEnd(28)} ${pick(0.5).padStart(8)} ${pick(0.95).padStart(8)} ${pick(1).padStart(8)}`,
    );
  }

  started = Date.now();
  const exported = await app.inject({ url: '/api/v1/meters/export?stage=installed', headers: { cookie } });
  const rows = exported.body.split('\r\n').length - 2;
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `\nexport: ${rows} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds)} rows/s, ${(exported.rawPayload.length / 1e6).toFixed(1)} MB)`,
  );
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
