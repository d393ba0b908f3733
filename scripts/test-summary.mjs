// Reads the runners' JSON reports and prints one "N passed, N failed" line per pass and in total.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results/reports';
const passes = [];
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
    });
  }
}
let passed = 0;
let failed = 0;
for (const p of passes) {
  console.log(`${p.name}: ${p.passed} passed, ${p.failed} failed, ${p.skipped} skipped`);
  passed += p.passed;
  failed += p.failed;
}
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passes.length === 0 ? 1 : 0);
