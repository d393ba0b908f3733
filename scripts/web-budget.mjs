// The web budget of issue 12, measured on a build: the JavaScript that dist/index.html loads before the first
// page (its module scripts and modulepreload links) and every chunk's size. Shared by
// scripts/check-web-budget.mjs (the CI gate) and bench/src/web.ts (the bench's rows).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGET_KB = 170;
export const AIM_KB = 125;
export const MAX_CHUNK_KB = 500;

/** kB as Vite reports them. */
export const kb = (bytes) => bytes / 1000;

const sizeOf = (file) => {
  const body = fs.readFileSync(file);
  return { min: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
};

/**
 * Sizes (bytes) of a web build: every JavaScript chunk, largest first, marked initial when index.html loads it;
 * the initial sums; and the index.html references with no file. Null when distDir holds no index.html.
 */
export function measureWebBudget(distDir) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const html = fs.readFileSync(indexFile, 'utf8');
  const initial = new Set();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.m?js)"/g)) initial.add(src);
  for (const [, href] of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    initial.add(href);
  const assetsDir = path.join(distDir, 'assets');
  const chunks = fs
    .readdirSync(assetsDir)
    .filter((f) => /\.m?js$/.test(f))
    .map((f) => ({ name: `/assets/${f}`, ...sizeOf(path.join(assetsDir, f)) }))
    .map((c) => ({ ...c, initial: initial.has(c.name) }))
    .sort((a, b) => b.min - a.min);
  const loaded = chunks.filter((c) => c.initial);
  return {
    chunks,
    initialCount: initial.size,
    missing: [...initial].filter((src) => !chunks.some((c) => c.name === src)),
    initialGzip: loaded.reduce((sum, c) => sum + c.gzip, 0),
    initialMin: loaded.reduce((sum, c) => sum + c.min, 0),
    largestMin: chunks[0]?.min ?? 0,
  };
}
