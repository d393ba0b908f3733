import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderStore, type PhotoStore } from './photo-storage.js';
import { installWithPhotos, type StoredPhoto } from './install.js';

let dir: string;
let photos: PhotoStore;
let png: Buffer;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'smms-install-'));
  photos = folderStore(dir);
  png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** The photo files under the store, as `id/name`. */
const files = async () =>
  (await fs.readdir(dir, { recursive: true })).filter((f) => f.endsWith('.jpg')).sort();

describe('an install with its photos', () => {
  it('stores each photo as a JPEG under the new id and records its row in the install', async () => {
    const recorded: StoredPhoto[] = [];
    const id = await installWithPhotos(
      photos,
      [
        { slot: 1, bytes: png },
        { slot: 3, bytes: png },
      ],
      async (store) => {
        await store(41, async (photo) => {
          recorded.push(photo);
        });
        return 41;
      },
    );
    expect(id).toBe(41);
    expect(recorded.map((p) => [p.slot, p.contentType])).toEqual([
      [1, 'image/jpeg'],
      [3, 'image/jpeg'],
    ]);
    expect(await files()).toEqual(recorded.map((p) => p.fileName).sort());
    for (const p of recorded) {
      const bytes = await fs.readFile(path.join(dir, p.fileName));
      expect(bytes.length).toBe(p.sizeBytes);
      expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    }
  });

  it('removes the files it wrote when the install fails after them, and passes the failure on', async () => {
    const before = await files();
    const failure = new Error('the transaction failed after the photos');
    const attempt = installWithPhotos(
      photos,
      [1, 2, 4].map((slot) => ({ slot, bytes: png })),
      async (store) => {
        let rows = 0;
        await store(42, async () => {
          rows += 1;
          // The third row's insert fails: two files are written by then, and the third as well.
          if (rows === 3) throw failure;
        });
        return 42;
      },
    );
    await expect(attempt).rejects.toBe(failure);
    expect(await files()).toEqual(before);
  });

  it('writes nothing and runs no install when a photo is not an image', async () => {
    const before = await files();
    let ran = false;
    const attempt = installWithPhotos(
      photos,
      [
        { slot: 1, bytes: png },
        { slot: 2, bytes: Buffer.from('MZ not a picture') },
      ],
      async () => {
        ran = true;
        return 0;
      },
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 400 });
    expect(ran).toBe(false);
    expect(await files()).toEqual(before);
  });
});
