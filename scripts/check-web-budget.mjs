#!/usr/bin/env node
// The web budget (issue 12): the JavaScript that apps/web/dist/index.html loads before the first page
// (its module scripts and modulepreload links) must stay within BUDGET_KB gzip, and no chunk of the
// build may exceed MAX_CHUNK_KB minified. Prints a table; exits 1 over budget, 2 without a build.
// Usage: node scripts/check-web-budget.mjs [distDir] [--budget-kb 170] [--max-chunk-kb 500]
import path from 'node:path';
import { AIM_KB, BUDGET_KB, kb, MAX_CHUNK_KB, measureWebBudget } from './web-budget.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const budgetKb = option('--budget-kb', BUDGET_KB);
const maxChunkKb = option('--max-chunk-kb', MAX_CHUNK_KB);
const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
const dist = path.resolve(positional[0] ?? 'apps/web/dist');
const budget = measureWebBudget(dist);
if (!budget) {
  console.error(
    `check-web-budget: ${path.relative(process.cwd(), path.join(dist, 'index.html'))} not found; run npm run build first`,
  );
  process.exit(2);
}

const { chunks, initialCount, missing, initialGzip, initialMin, largestMin } = budget;
const rows = [
  ...chunks.filter((c) => c.initial),
  ...chunks.filter((c) => !c.initial).slice(0, Math.max(0, 12 - initialCount)),
];
const pad = (s, n) => String(s).padEnd(n);
const num = (n) => kb(n).toFixed(1).padStart(9);
console.log(`${pad('chunk', 48)}${pad('loaded', 10)}${'min kB'.padStart(9)}${'gzip kB'.padStart(9)}`);
for (const c of rows)
  console.log(`${pad(c.name, 48)}${pad(c.initial ? 'initial' : 'lazy', 10)}${num(c.min)}${num(c.gzip)}`);
console.log(`${pad(`(${chunks.length} chunks in all)`, 58)}`);
console.log('');
console.log(`${pad('metric', 44)}${pad('value', 14)}${pad('target', 22)}result`);
const verdicts = [
  [
    'initial JavaScript, gzip',
    `${kb(initialGzip).toFixed(1)} kB`,
    `≤ ${budgetKb} kB (aim ${AIM_KB})`,
    kb(initialGzip) <= budgetKb,
  ],
  ['initial JavaScript, minified', `${kb(initialMin).toFixed(1)} kB`, '—', true],
  [
    'largest chunk, minified',
    `${kb(largestMin).toFixed(1)} kB`,
    `≤ ${maxChunkKb} kB`,
    kb(largestMin) <= maxChunkKb,
  ],
  [
    'index.html references found',
    `${initialCount - missing.length}/${initialCount}`,
    'all',
    missing.length === 0,
  ],
];
for (const [metric, value, target, ok] of verdicts)
  console.log(`${pad(metric, 44)}${pad(value, 14)}${pad(target, 22)}${ok ? 'PASS' : 'FAIL'}`);
if (missing.length) console.log(`missing: ${missing.join(', ')}`);
if (verdicts.some(([, , , ok]) => !ok)) process.exit(1);
