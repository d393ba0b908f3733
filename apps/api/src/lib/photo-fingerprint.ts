import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { BAND_COUNT } from '../db/migrations/0029-photo-flags.js';

/**
 * A stored photo's fingerprints (issue 42): the SHA-256 of its stored bytes (the same upload twice is the same
 * JPEG: preparePhoto re-encodes deterministically) and a 64-bit difference hash, which stays within a few bits for
 * the same picture re-saved, resized, re-compressed or lightly cropped. The dHash: the picture in grey at 9×8,
 * each bit whether a pixel is brighter than its right-hand neighbour, row by row, the first bit the highest.
 * Kept as a signed 64-bit integer (PostgreSQL's bigint).
 */
export interface PhotoFingerprint {
  sha256: string;
  dhash: bigint;
}

const WIDTH = 9;
const HEIGHT = 8;

export async function photoFingerprint(bytes: Buffer): Promise<PhotoFingerprint> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const grey = await sharp(bytes, { limitInputPixels: 50_000_000 })
    .greyscale()
    .resize(WIDTH, HEIGHT, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH - 1; x += 1) {
      const at = y * WIDTH + x;
      hash = (hash << 1n) | ((grey[at] as number) < (grey[at + 1] as number) ? 1n : 0n);
    }
  return { sha256, dhash: BigInt.asIntN(64, hash) };
}

/** How many bits two dHashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n += 1;
  }
  return n;
}

/** Bits set in a hash a picture with detail has at least (and at most 64 less this): fewer say "no detail". */
export const DETAIL_BITS = 4;

/** Whether a dHash says enough of its picture to compare it by likeness, not only by its file. */
export function informative(dhash: bigint): boolean {
  const set = hammingDistance(dhash, 0n);
  return set >= DETAIL_BITS && set <= 64 - DETAIL_BITS;
}

/**
 * Multi-index hashing: a dHash is four 16-bit bands, each indexed. Two hashes within `distance` bits agree to
 * within ⌊distance / 4⌋ bits in at least one band (were every band further apart, the whole would be). So the
 * candidates of a look-up are the photos with a band among each band's values within that radius of the photo's,
 * then filtered by the whole distance: 17 values a band at distance 4–7, instead of a scan of every photo.
 */
const BAND_BITS = 16;
const BAND_MASK = (1 << BAND_BITS) - 1;

/** Band `k` (0 the lowest 16 bits) of a dHash, as the index holds it: 0 … 65,535. */
export const bandOf = (dhash: bigint, k: number): number =>
  Number((BigInt.asUintN(64, dhash) >> BigInt(k * BAND_BITS)) & BigInt(BAND_MASK));

/** The values within `radius` bits (0 or 1, at most 2) of a band's value. */
export function bandNeighbours(value: number, radius: number): number[] {
  const out = [value];
  if (radius >= 1)
    for (let i = 0; i < BAND_BITS; i += 1) {
      const one = value ^ (1 << i);
      out.push(one);
      if (radius >= 2) for (let j = i + 1; j < BAND_BITS; j += 1) out.push(one ^ (1 << j));
    }
  return out;
}

/** Each band's values a look-up within `distance` bits of `dhash` reads. */
export const bandProbes = (dhash: bigint, distance: number): number[][] =>
  Array.from({ length: BAND_COUNT }, (_, k) =>
    bandNeighbours(bandOf(dhash, k), Math.floor(distance / BAND_COUNT)),
  );
