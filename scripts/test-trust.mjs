// `npm run test:trust` (issue 13): the adversarial suite — authorization matrix, fuzzing, sessions,
// concurrency, crash safety, audit — then one table of the figures each test recorded
// (apps/api/trust/figures.ts) with whether each holds. Crash, shutdown and workers run on PGlite and on
// PostgreSQL; the rest once, on PostgreSQL (on PGlite where PostgreSQL is unreachable): vitest.config.ts says
// which. CRASH_ROUNDS kill -9 rounds per database: 5 unless set (`npm run test:trust:full` runs 20).
// The child servers run SMMS_SERVER_BUNDLE (test:all passes the production build's) or one bundle made here.
// Exit status: 1 if any run failed or any figure does not hold.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const REPORTS = process.env.TRUST_REPORTS ?? 'test-results/reports';
const FIGURES = path.resolve('test-results/trust/figures.jsonl');
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
fs.mkdirSync(REPORTS, { recursive: true });
fs.rmSync(FIGURES, { force: true });
let status = 0;

/** The server as `npm run build` bundles it, once for every child server of both runs. */
function serverBundle() {
  if (process.env.SMMS_SERVER_BUNDLE) return path.resolve(process.env.SMMS_SERVER_BUNDLE);
  // Inside apps/api, so that its packages resolve from the bundle as from dist/server.js.
  const outfile = path.resolve('apps/api/node_modules/.cache/smms-trust/server.js');
  const built = spawnSync('node', ['apps/api/build.mjs', outfile], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
  return outfile;
}
const bundle = serverBundle();

function run(label, env) {
  console.log(`\n--- trust suite on ${label} ---`);
  const report = path.join(REPORTS, `trust-${label.toLowerCase()}.json`);
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'trust',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        ...env,
        SMMS_TRUST: '1',
        TRUST_FIGURES: FIGURES,
        SMMS_SERVER_BUNDLE: bundle,
      },
    },
  );
  if (result.status !== 0) status = 1;
}

const reachable = spawnSync('node', ['scripts/pg-reachable.mjs', PG_URL], { stdio: 'inherit' }).status === 0;
run('PGlite', { DATABASE_URL: '', TRUST_ONCE: reachable ? '' : '1' });
if (reachable) run('PostgreSQL', { DATABASE_URL: PG_URL, TRUST_ONCE: '1' });
else if (process.env.CI === 'true') {
  console.log(`PostgreSQL at ${PG_URL} is unreachable: in CI that is a failure.`);
  status = 1;
} else
  console.log(
    `PostgreSQL at ${PG_URL} is unreachable: the PostgreSQL pass did NOT run (the rest of the suite ran on PGlite).`,
  );

const figures = fs.existsSync(FIGURES)
  ? fs
      .readFileSync(FIGURES, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
console.log('\n=== Trust figures ===');
const rows = figures.map((f) => [
  f.area,
  f.database,
  f.name,
  String(f.value),
  f.target,
  f.holds ? 'HOLDS' : 'FAILS',
]);
const head = ['area', 'database', 'figure', 'value', 'target', ''];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(line(head));
for (const row of rows) console.log(line(row));
const failing = figures.filter((f) => !f.holds).length;
if (figures.length === 0) {
  console.log('No figures were recorded: the trust suite did not run.');
  status = 1;
}
if (failing > 0) status = 1;
console.log(`\nTrust: ${figures.length} figures, ${figures.length - failing} hold, ${failing} fail.`);
process.exit(status);
