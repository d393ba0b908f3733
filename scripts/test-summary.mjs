// The end of `npm run test:all`: one row a step (its seconds, and the tests its JSON reports count), the slowest
// 20 tests of the run, then every failed test (or test file) with its first error line, every end-to-end test
// that failed before it passed and every failed step. CI logs are read from the tail, so the names come last.
// Exit status 1 when a report counts a failure or a flaky test, a step failed, or no report was written.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results/reports';
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) =>
  String(text ?? '')
    .replace(COLOUR, '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);

/** What one JSON report (vitest's or Playwright's) counts, its tests' times, failures and flaky tests. */
function readReport(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const name = path.basename(file, '.json');
  const tests = [];
  const failures = [];
  const flaky = [];
  if ('numPassedTests' in report) {
    // A file that failed with no failed test (it did not load, or a hook threw) counts as one failure.
    let filesFailed = 0;
    for (const result of report.testResults ?? []) {
      const file = path.relative(process.cwd(), result.name);
      for (const test of result.assertionResults ?? []) {
        const where = `${file} › ${test.fullName}`;
        tests.push({ where: `${name}: ${where}`, ms: test.duration ?? 0 });
        if (test.status === 'failed')
          failures.push(`${name}: ${where}: ${firstLine(test.failureMessages?.[0])}`);
      }
      if (result.status === 'failed' && !(result.assertionResults ?? []).some((t) => t.status === 'failed')) {
        filesFailed += 1;
        failures.push(`${name}: ${file}: ${firstLine(result.message)}`);
      }
    }
    const skipped = report.numPendingTests + report.numTodoTests;
    const failed = report.numFailedTests + filesFailed;
    return { passed: report.numPassedTests, failed, skipped, tests, failures, flaky };
  }
  // The describe titles above a test, so that tests of the same name in a loop tell apart.
  const walk = (suite, file, titles = []) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const title = [...titles, spec.title].join(' › ');
        const where = `${spec.file ?? file} › ${title}${test.projectName ? ` [${test.projectName}]` : ''}`;
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        tests.push({ where: `${name}: ${where}`, ms });
        if (test.status === 'flaky') flaky.push(where);
        else if (test.status === 'unexpected')
          failures.push(`${where}: ${firstLine(test.results?.at(-1)?.error?.message)}`);
      }
    for (const child of suite.suites ?? []) walk(child, child.file ?? file, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  const { expected = 0, unexpected = 0, skipped = 0 } = report.stats ?? {};
  return { passed: expected, failed: unexpected + flaky.length, skipped, tests, failures, flaky };
}

const reports = new Map(
  (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => [file, readReport(path.join(dir, file))]),
);
const stepsFile = path.join(dir, 'steps.jsonl');
const steps = fs.existsSync(stepsFile)
  ? fs
      .readFileSync(stepsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [...reports.keys()].map((file) => ({ step: file, seconds: null, status: null, report: file }));

const table = [];
let passed = 0;
let failed = 0;
let skipped = 0;
let seconds = 0;
for (const s of steps) {
  const counted = s.report === '-' ? [] : s.report.split(',').map((file) => reports.get(file));
  const count = (key) =>
    counted.some(Boolean) ? String(counted.reduce((n, r) => n + (r?.[key] ?? 0), 0)) : '';
  const row = [
    s.step,
    s.seconds === null ? '' : String(s.seconds),
    count('passed'),
    count('failed'),
    count('skipped'),
  ];
  row.push(s.status === null ? '' : s.status === 0 ? 'ok' : `FAILED (${s.status})`);
  table.push(row);
  passed += Number(row[2] || 0);
  failed += Number(row[3] || 0);
  skipped += Number(row[4] || 0);
  seconds += s.seconds ?? 0;
}
const minutes = `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
const timed = steps.some((s) => s.seconds !== null);
table.push([
  'total',
  timed ? `${seconds} (${minutes})` : '',
  String(passed),
  String(failed),
  String(skipped),
  '',
]);
const head = ['step', 'seconds', 'passed', 'failed', 'skipped', ''];
const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
const line = (cells) =>
  cells.map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]) : c.padStart(widths[i])));
console.log('\n=== Steps ===');
for (const row of [head, ...table]) console.log(line(row).join('  ').trimEnd());

const all = [...reports.values()];
const slowest = all
  .flatMap((r) => r.tests)
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 20);
console.log('\n=== Slowest 20 tests ===');
for (const t of slowest) console.log(`${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.where}`);

for (const title of all.flatMap((r) => r.flaky)) console.log(`FLAKY (failed, then passed): ${title}`);
for (const title of all.flatMap((r) => r.failures)) console.log(`FAILED: ${title}`);
const stepsFailed = steps.filter((s) => s.status !== null && s.status !== 0);
for (const s of stepsFailed) console.log(`FAILED step: ${s.step} (exit status ${s.status})`);
// The closing line CI reads: "N passed, N failed".
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || stepsFailed.length > 0 || reports.size === 0 ? 1 : 0);
