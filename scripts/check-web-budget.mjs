#!/usr/bin/env node
// The web budget (issue 12): the JavaScript that apps/web/dist/index.html loads before the first page
// (its module scripts and modulepreload links) must stay within BUDGET_KB gzip, and no chunk of the
// build may exceed MAX_CHUNK_KB minified. Prints a table; exits 1 over budget, 2 without a build.
// Usage: node scripts/check-web-budget.mjs [distDir] [--budget-kb 170] [--max-chunk-kb 500]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const BUDGET_KB = option('--budget-kb', 170);
const AIM_KB = 125;
const MAX_CHUNK_KB = option('--max-chunk-kb', 500);
const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
const dist = path.resolve(positional[0] ?? 'apps/web/dist');
const indexFile = path.join(dist, 'index.html');
if (!fs.existsSync(indexFile)) {
  console.error(
    `check-web-budget: ${path.relative(process.cwd(), indexFile)} not found; run npm run build first`,
  );
  process.exit(2);
}

const html = fs.readFileSync(indexFile, 'utf8');
const initial = new Set();
for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.m?js)"/g)) initial.add(src);
for (const [, href] of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
  initial.add(href);

const kb = (bytes) => bytes / 1000; // kB as Vite reports them
const sizeOf = (file) => {
  const body = fs.readFileSync(file);
  return { min: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
};
const assetsDir = path.join(dist, 'assets');
const chunks = fs
  .readdirSync(assetsDir)
  .filter((f) => /\.m?js$/.test(f))
  .map((f) => ({ name: `/assets/${f}`, ...sizeOf(path.join(assetsDir, f)) }))
  .map((c) => ({ ...c, initial: initial.has(c.name) }))
  .sort((a, b) => b.min - a.min);

const missing = [...initial].filter((src) => !chunks.some((c) => c.name === src));
const initialGzip = chunks.filter((c) => c.initial).reduce((sum, c) => sum + c.gzip, 0);
const initialMin = chunks.filter((c) => c.initial).reduce((sum, c) => sum + c.min, 0);
const oversized = chunks.filter((c) => kb(c.min) > MAX_CHUNK_KB);

const rows = [
  ...chunks.filter((c) => c.initial),
  ...chunks.filter((c) => !c.initial).slice(0, Math.max(0, 12 - initial.size)),
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
    `≤ ${BUDGET_KB} kB (aim ${AIM_KB})`,
    kb(initialGzip) <= BUDGET_KB,
  ],
  ['initial JavaScript, minified', `${kb(initialMin).toFixed(1)} kB`, '—', true],
  [
    'largest chunk, minified',
    `${kb(chunks[0]?.min ?? 0).toFixed(1)} kB`,
    `≤ ${MAX_CHUNK_KB} kB`,
    oversized.length === 0,
  ],
  [
    'index.html references found',
    `${initial.size - missing.length}/${initial.size}`,
    'all',
    missing.length === 0,
  ],
];
for (const [metric, value, target, ok] of verdicts)
  console.log(`${pad(metric, 44)}${pad(value, 14)}${pad(target, 22)}${ok ? 'PASS' : 'FAIL'}`);
if (missing.length) console.log(`missing: ${missing.join(', ')}`);
if (verdicts.some(([, , , ok]) => !ok)) process.exit(1);
