import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipRepeated, markRepeat, repeatOf } from './repeated-span.js';

/** Rows of JSON unlike each other, so gzip's 32 kB window finds nothing from one copy in the other. */
const rows = (n: number) =>
  JSON.stringify(
    Array.from({ length: n }, (_, i) => ({
      id: i,
      name: `officer ${(i * 7919) % 100003}`,
      n: (i * 31) % 997,
    })),
  );

/** `{"data":ROWS,"alias":ROWS}` with the span of its second copy. */
function page(json: string, head = '{"success":true,"data":', middle = ',"fieldOfficers":', tail = '}') {
  const body = Buffer.from(head + json + middle + json + tail);
  const length = Buffer.byteLength(json);
  return {
    body,
    span: { from: Buffer.byteLength(head), length, at: Buffer.byteLength(head + json + middle) },
  };
}

describe('gzipRepeated', () => {
  it('inflates, with any gzip reader, to the very bytes of the body', async () => {
    const { body, span } = page(rows(3000));
    expect(body.length).toBeGreaterThan(100_000);
    const gzipped = await gzipRepeated(body, span);
    expect(zlib.gunzipSync(gzipped).equals(body)).toBe(true);
    // Read as a stream in small pieces too, as a browser or an HTTP client does.
    const inflated: Buffer[] = [];
    const gunzip = zlib.createGunzip({ chunkSize: 1024 });
    gunzip.on('data', (chunk: Buffer) => inflated.push(chunk));
    await new Promise((resolve, reject) => {
      gunzip.on('end', resolve).on('error', reject);
      for (let i = 0; i < gzipped.length; i += 777) gunzip.write(gzipped.subarray(i, i + 777));
      gunzip.end();
    });
    expect(Buffer.concat(inflated).equals(body)).toBe(true);
  });

  it('compresses the repeated bytes once and writes them twice', async () => {
    const json = rows(3000);
    const { body, span } = page(json);
    const gzipped = await gzipRepeated(body, span);
    const once = zlib.deflateRawSync(Buffer.from(json), { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    const first = gzipped.indexOf(once);
    expect(first).toBeGreaterThan(0);
    expect(gzipped.indexOf(once, first + once.length)).toBeGreaterThan(first);
    // No bigger than gzip of the whole body, which compresses both copies.
    expect(gzipped.length).toBeLessThan(zlib.gzipSync(body).length * 1.02);
  });

  it('handles empty parts, empty rows and parts longer than a stored block (64 kB)', async () => {
    for (const { body, span } of [
      page(rows(10), '', '', ''),
      page(rows(10), 'h'.repeat(140_000), 'm'.repeat(65_535), 't'.repeat(65_536)),
      page(rows(10), '{', ',', 't'.repeat(65_535)),
      page('', '{"data":', ',"admins":', '}'),
      page('[]'),
      page('"ü – ₹ 😀"'),
    ])
      expect(zlib.gunzipSync(await gzipRepeated(body, span)).equals(body)).toBe(true);
  });

  it('finds the span a body was marked with, and none on another body', () => {
    const { body, span } = page(rows(5));
    expect(repeatOf(markRepeat(body, span))).toEqual(span);
    expect(repeatOf(Buffer.from(body))).toBeUndefined();
  });
});
