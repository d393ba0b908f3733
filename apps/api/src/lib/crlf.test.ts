import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CrlfRows } from './crlf.js';

/** Runs `text` through CrlfRows cut into chunks at the given offsets. */
async function crlf(text: string, cuts: number[] = []): Promise<string> {
  const bytes = Buffer.from(text);
  const edges = [0, ...cuts, bytes.length];
  const chunks = edges.slice(1).map((end, i) => bytes.subarray(edges[i], end));
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(new CrlfRows())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString();
}

// What COPY … WITH (FORMAT csv, FORCE_QUOTE *) writes: every cell quoted, quotes doubled, LF row ends.
const COPY = '"1","plain"\n"2","line\none"\n"3","quote ""\n"" inside"\n"4","""\n"\n"5","ends ""","\n"\n';
const EXPECTED =
  '"1","plain"\r\n"2","line\none"\r\n"3","quote ""\n"" inside"\r\n"4","""\n"\r\n"5","ends ""","\n"\r\n';

describe('CrlfRows', () => {
  it('ends rows with CRLF and keeps the line breaks inside quoted cells', async () => {
    expect(await crlf(COPY)).toBe(EXPECTED);
  });

  it('gives the same bytes however the stream is cut into chunks', async () => {
    for (let a = 1; a < COPY.length; a += 1)
      for (let b = a; b < COPY.length; b += 7) expect(await crlf(COPY, [a, b])).toBe(EXPECTED);
  });

  it('leaves multi-byte characters whole across chunks', async () => {
    const text = '"名前","Zoë"\n"नमस्ते","x"\n';
    const expected = '"名前","Zoë"\r\n"नमस्ते","x"\r\n';
    for (let cut = 1; cut < Buffer.byteLength(text); cut += 1) expect(await crlf(text, [cut])).toBe(expected);
  });
});
