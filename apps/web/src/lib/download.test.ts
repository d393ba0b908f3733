import { describe, expect, it, vi } from 'vitest';
import { fileNameFrom, readWithProgress, type DownloadProgress } from './download';

describe('fileNameFrom', () => {
  it('reads a quoted file name', () => {
    expect(fileNameFrom('attachment; filename="meters-installed-2025-01-31.csv"', 'x.csv')).toBe(
      'meters-installed-2025-01-31.csv',
    );
  });

  it('prefers the encoded filename* form', () => {
    expect(
      fileNameFrom('attachment; filename="a.csv"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.csv', 'x.csv'),
    ).toBe('résumé.csv');
  });

  it('falls back when the header is missing', () => {
    expect(fileNameFrom(null, 'fallback.csv')).toBe('fallback.csv');
  });
});

describe('readWithProgress', () => {
  /** A CSV streamed in chunks of `size` bytes, as a server's export arrives. */
  function streamed(csv: string, size: number) {
    const bytes = new TextEncoder().encode(csv);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
  }

  const csv = ['"Meter ID","Meter Number"', ...Array.from({ length: 500 }, (_, i) => `"${i}","SM${i}"`)].join(
    '\n',
  );

  it('keeps every byte in order across blob parts, and counts the rows after the header', async () => {
    const seen: DownloadProgress[] = [];
    // Chunks of 7 bytes, handed to a blob every 64: many parts, each of several chunks.
    const blob = await readWithProgress(streamed(csv, 7), (p) => seen.push(p), 64);
    expect(await blob.text()).toBe(csv);
    expect(blob.type).toBe('text/csv; charset=utf-8');
    expect(seen.at(-1)).toEqual({ bytes: new TextEncoder().encode(csv).length, rows: 499 });
    expect(seen.map((p) => p.rows)).toEqual([...seen.map((p) => p.rows)].sort((a, b) => a - b));
  });

  it('hands the bytes to the browser as they come, never holding more than a part', async () => {
    const made: number[] = [];
    const RealBlob = Blob;
    vi.stubGlobal(
      'Blob',
      class extends RealBlob {
        constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
          super(parts, options);
          if (parts?.length && parts.every((part) => ArrayBuffer.isView(part))) made.push(this.size);
        }
      },
    );
    try {
      await readWithProgress(streamed(csv, 10), () => {}, 100);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(made.length).toBeGreaterThan(50);
    expect(Math.max(...made)).toBeLessThan(100 + 10);
  });
});
