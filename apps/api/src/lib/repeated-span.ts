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

type Compress = (bytes: Buffer, options: zlib.ZlibOptions) => Promise<Buffer>;
const deflateRaw = promisify(zlib.deflateRaw) as Compress;
const gzip = promisify(zlib.gzip) as Compress;
/** Ends a part on a byte boundary without ending the stream, so parts compressed apart can follow each other. */
const PART = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
// ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown (RFC 1952).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

/**
 * Bytes as stored (uncompressed) deflate blocks, the last one final when `final` (RFC 1951 §3.2.4). Each starts
 * on a byte boundary, as every part here ends on one: 3 header bits, padding to the byte, LEN, NLEN, the bytes.
 */
function stored(bytes: Buffer, final: boolean): Buffer {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length || blocks.length === 0; at += 0xffff) {
    const part = bytes.subarray(at, at + 0xffff);
    const header = Buffer.alloc(5);
    header[0] = final && at + 0xffff >= bytes.length ? 1 : 0;
    header.writeUInt16LE(part.length, 1);
    header.writeUInt16LE(~part.length & 0xffff, 3);
    blocks.push(header, part);
  }
  return Buffer.concat(blocks);
}

/**
 * gzip of `body` with its repeated span compressed once (RFC 1951/1952): the span is a raw deflate stream of its
 * own, so it refers to no byte before it, ended on a byte boundary and written twice; the few bytes around the
 * copies (the page's other keys) go as stored blocks, the last one final; the trailer's CRC-32 and length are the
 * whole body's. `options` are zlib's (a level). Any gzip reader inflates it to `body`. Node before 20.15 has no
 * zlib.crc32: there the body is compressed whole.
 */
export async function gzipRepeated(
  body: Buffer,
  { from, length, at }: RepeatedSpan,
  options: zlib.ZlibOptions = {},
): Promise<Buffer> {
  if (typeof zlib.crc32 !== 'function') return gzip(body, options);
  const copy = await deflateRaw(body.subarray(from, from + length), { ...options, ...PART });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(body), 0);
  trailer.writeUInt32LE(body.length % 2 ** 32, 4);
  return Buffer.concat([
    GZIP_HEADER,
    stored(body.subarray(0, from), false),
    copy,
    stored(body.subarray(from + length, at), false),
    copy,
    stored(body.subarray(at + length), true),
    trailer,
  ]);
}
