import { Transform, type TransformCallback } from 'node:stream';

const LF = 10;
const QUOTE = 34;
const CR = Buffer.from('\r');

/**
 * Turns the LF row ends of a CSV stream (what COPY writes) into CRLF, the exports' row end (SPEC §2.5),
 * leaving a line break inside a quoted cell as it is. A row ends at an LF outside quotes: the stream is
 * read quote to quote and LF to LF with Buffer.indexOf (native), never byte by byte, and whether it is
 * inside a quoted cell is carried from one chunk to the next.
 */
export class CrlfRows extends Transform {
  private quoted = false;

  /** `onRows`: told how many rows each chunk ended. */
  constructor(private readonly onRows?: (rows: number) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    const parts: Buffer[] = [];
    let start = 0;
    let at = 0;
    for (;;) {
      const lf = chunk.indexOf(LF, at);
      const end = lf === -1 ? chunk.length : lf;
      // The quotes before this LF decide whether it is inside a cell: each one opens or closes.
      for (let q = chunk.indexOf(QUOTE, at); q !== -1 && q < end; q = chunk.indexOf(QUOTE, q + 1))
        this.quoted = !this.quoted;
      if (lf === -1) break;
      if (!this.quoted) {
        parts.push(chunk.subarray(start, lf), CR);
        start = lf;
      }
      at = lf + 1;
    }
    if (parts.length === 0) return done(null, chunk);
    this.onRows?.(parts.length / 2);
    parts.push(chunk.subarray(start));
    done(null, Buffer.concat(parts));
  }
}
