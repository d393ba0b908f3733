// Writes a .br and a .gz beside every text file of the web build, for the server to send as they are
// (@fastify/static preCompressed): maximum compression once at build time, none per request.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/i;
const MIN_BYTES = 1024;

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
const files = (await fs.readdir(dist, { recursive: true }))
  .map((f) => path.join(dist, f))
  .filter((f) => TEXT.test(f));
let written = 0;
await Promise.all(
  files.map(async (file) => {
    const body = await fs.readFile(file);
    if (body.length < MIN_BYTES) return;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    written += 1;
  }),
);
console.log(
  `precompress: ${written} files in ${path.relative(process.cwd(), dist) || '.'} written as .br and .gz`,
);
