// Reads the runners' JSON reports and prints one "N passed, N failed" line per pass and in total, and
// names every end-to-end test that needed its retry: a flaky test is a bug to find, not a pass to hide.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results/reports';
const passes = [];
const flaky = [];

/** The Playwright tests whose final status is "flaky" (failed, then passed on the retry). */
function collectFlaky(suite, file) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      if (test.status === 'flaky') flaky.push(`${spec.file ?? file} › ${spec.title}`);
  for (const child of suite.suites ?? []) collectFlaky(child, child.file ?? file);
}
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const name = file.replace(/\.json$/, '');
  if ('numPassedTests' in report) {
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
console.log(`total: ${passed} passed, ${failed} failed${flaky.length ? `, ${flaky.length} flaky` : ''}`);
process.exit(failed > 0 || passes.length === 0 ? 1 : 0);
