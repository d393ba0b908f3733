// Reads the runners' JSON reports and prints one "N passed, N failed" line per pass and in total, and
// names every failed test (with its first error line) and every end-to-end test that needed its retry:
// a flaky test is a bug to find, not a pass to hide. CI logs are read from the tail, so the names come last.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results/reports';
const passes = [];
const flaky = [];
const failures = [];
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) =>
  String(text ?? '')
    .replace(COLOUR, '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);

/** The Playwright tests whose final status is "flaky" (failed, then passed on the retry). */
function collectFlaky(suite, file) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      if (test.status === 'flaky') flaky.push(`${spec.file ?? file} › ${spec.title}`);
      else if (test.status === 'unexpected') {
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${spec.file ?? file} › ${spec.title}: ${firstLine(error)}`);
      }
  for (const child of suite.suites ?? []) collectFlaky(child, child.file ?? file);
}
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const name = file.replace(/\.json$/, '');
  if ('numPassedTests' in report) {
    for (const result of report.testResults ?? [])
      for (const test of result.assertionResults ?? [])
        if (test.status === 'failed')
          failures.push(
            `${name}: ${path.relative(process.cwd(), result.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
          );
    passes.push({
      name,
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    });
  } else if (report.stats) {
    passes.push({
      name,
      passed: report.stats.expected,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
      flaky: report.stats.flaky ?? 0,
    });
    for (const suite of report.suites ?? []) collectFlaky(suite, suite.file);
  }
}
let passed = 0;
let failed = 0;
for (const p of passes) {
  const retried = p.flaky ? `, ${p.flaky} flaky (passed only on retry)` : '';
  console.log(`${p.name}: ${p.passed} passed, ${p.failed} failed, ${p.skipped} skipped${retried}`);
  passed += p.passed;
  failed += p.failed;
}
for (const title of flaky) console.log(`flaky: ${title}`);
for (const title of failures) console.log(`FAILED: ${title}`);
console.log(`total: ${passed} passed, ${failed} failed${flaky.length ? `, ${flaky.length} flaky` : ''}`);
process.exit(failed > 0 || passes.length === 0 ? 1 : 0);
