// Bundles the server into dist/server.js (or the file given: `node build.mjs <outfile>`, as the trust suite does):
// our own code (and @smms/shared) inlined, npm packages left to node_modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@smms/'));

await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.resolve(process.argv[2] ?? path.join(here, 'dist/server.js')),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
