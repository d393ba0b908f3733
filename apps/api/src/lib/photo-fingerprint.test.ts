import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../db/demo/random.js';
import { picture, resaved } from '../test/pictures.js';
import { bandOf, bandProbes, hammingDistance, informative, photoFingerprint } from './photo-fingerprint.js';

describe('photo fingerprints', () => {
  it('give the same bytes the same SHA-256 and hash, and another picture another', async () => {
    const a = await picture(1);
    const [x, y, z] = await Promise.all(
      [a, Buffer.from(a), await picture(2)].map((b) => photoFingerprint(b)),
    );
    expect(x).toEqual(y);
    expect(x!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(z!.sha256).not.toBe(x!.sha256);
    expect(hammingDistance(x!.dhash, z!.dhash)).toBeGreaterThan(10);
  });

  it('keep a picture re-saved smaller and re-compressed within a few bits of its original', async () => {
    const original = await picture(3);
    const copy = await resaved(original);
    const [o, c] = await Promise.all([photoFingerprint(original), photoFingerprint(copy)]);
    expect(c.sha256).not.toBe(o.sha256);
    expect(hammingDistance(o.dhash, c.dhash)).toBeLessThanOrEqual(3);
  });

  it('say a picture without detail is not to be compared by likeness', async () => {
    const blank = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    expect(informative((await photoFingerprint(blank)).dhash)).toBe(false);
    expect(informative((await photoFingerprint(await picture(4))).dhash)).toBe(true);
  });

  it('count the bits two hashes differ in, the sign bit too', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0n, -1n)).toBe(64);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
    expect(hammingDistance(BigInt.asIntN(64, 1n << 63n), 0n)).toBe(1);
  });

  it('probe bands so that every hash within the distance is found in one of them (multi-index hashing)', () => {
    const random = seededRandom(42);
    const word = () => BigInt(random.int(0, 0xffff));
    for (let round = 0; round < 2_000; round += 1) {
      const hash = BigInt.asIntN(64, (word() << 48n) | (word() << 32n) | (word() << 16n) | word());
      const distance = random.int(0, 7);
      let other = hash;
      const flipped = new Set<number>();
      while (flipped.size < distance) flipped.add(random.int(0, 63));
      for (const bit of flipped) other ^= 1n << BigInt(bit);
      other = BigInt.asIntN(64, other);
      expect(hammingDistance(hash, other)).toBe(distance);
      const probes = bandProbes(hash, distance);
      expect(probes.some((values, k) => values.includes(bandOf(other, k)))).toBe(true);
    }
  });
});
