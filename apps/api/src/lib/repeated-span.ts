import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * An answer that holds the same bytes twice: the spec's people lists name their rows under `data` and again under
 * `fieldOfficers` or `admins` (lib/serializer.ts). gzip's 32 kB window cannot see the first copy from the second
 * (a page of 500 officers is 2 × 270 kB), so it would compress both: here the copy is compressed once and its
 * bytes written twice. Brotli's window is 4 MB: it finds the copy itself.
 */
export interface RepeatedSpan {
  /** Where the first copy starts. */
  from: number;
  length: number;
  /** Where the second copy starts, after the first. */
  at: number;
}

const SPANS = new WeakMap<Buffer, RepeatedSpan>();

/** Notes that `body` holds its bytes [from, from + length) again at `at`. */
export function markRepeat(body: Buffer, span: RepeatedSpan): Buffer {
  SPANS.set(body, span);
  return body;
}

export const repeatOf = (body: Buffer): RepeatedSpan | undefined => SPANS.get(body);

const deflateRaw = promisify(zlib.deflateRaw);
/** Ends a part on a byte boundary without ending the stream, so parts compressed apart can follow each other. */
const PART = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
// ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown (RFC 1952).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

/**
 * gzip of `body` with its repeated span compressed once (RFC 1951/1952): each part is a raw deflate stream of its
 * own, so none refers to bytes before it, ended on a byte boundary, the last one final; the trailer's CRC-32 and
 * length are the whole body's. Any gzip reader inflates it to `body`. Node before 20.15 has no zlib.crc32: there
 * the body is compressed whole.
 */
export async function gzipRepeated(body: Buffer, { from, length, at }: RepeatedSpan): Promise<Buffer> {
  if (typeof zlib.crc32 !== 'function') return promisify(zlib.gzip)(body);
  const [head, copy, middle, tail] = await Promise.all([
    deflateRaw(body.subarray(0, from), PART),
    deflateRaw(body.subarray(from, from + length), PART),
    deflateRaw(body.subarray(from + length, at), PART),
    deflateRaw(body.subarray(at + length)),
  ]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(body), 0);
  trailer.writeUInt32LE(body.length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, head, copy, middle, copy, tail, trailer]);
}
