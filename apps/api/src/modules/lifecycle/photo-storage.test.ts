import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { folderStore, type PhotoStore } from './photo-storage.js';

let dir: string;
let photos: PhotoStore;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'smms-photo-store-'));
  photos = folderStore(dir);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('the photo store', () => {
  it("writes a photo whose folder the installation's deletion removed meanwhile", async () => {
    // The deletion (removeMeter) empties and removes the folder between the write's mkdir and its write.
    const writeFile = fs.writeFile;
    let removed = false;
    vi.spyOn(fs, 'writeFile').mockImplementation(async (...args: Parameters<typeof fs.writeFile>) => {
      if (!removed) {
        removed = true;
        await photos.removeMeter(9);
      }
      return writeFile(...args);
    });
    const fileName = await photos.write(9, 2, Buffer.from('jpeg bytes'));
    expect(removed).toBe(true);
    expect(await fs.readFile(path.join(dir, fileName), 'utf8')).toBe('jpeg bytes');
  });

  it('passes on a failure other than a missing folder', async () => {
    vi.spyOn(fs, 'writeFile').mockRejectedValue(Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
    await expect(photos.write(9, 3, Buffer.from('x'))).rejects.toMatchObject({ code: 'ENOSPC' });
  });
});
