import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { modemPhotoDir } from './photo-dirs.js';

/** Files live at PHOTO_DIR/<meterId>/<slot>-<random>.jpg; the database row names the file. */
export function photoStore(photoDir: string) {
  const resolve = (fileName: string) => {
    const full = path.resolve(photoDir, fileName);
    if (!full.startsWith(path.resolve(photoDir) + path.sep)) throw new Error('photo path escapes PHOTO_DIR');
    return full;
  };
  return {
    resolve,
    async write(meterId: number, slot: number, jpeg: Buffer): Promise<string> {
      const fileName = `${meterId}/${slot}-${randomBytes(6).toString('hex')}.jpg`;
      // The installation's deletion may remove its folder while it is made or written into (removeMeter): make
      // it again, so the upload goes on to find the installation gone (404) and remove its own file.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await fs.mkdir(path.dirname(resolve(fileName)), { recursive: true });
          await fs.writeFile(resolve(fileName), jpeg);
          return fileName;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 5) throw error;
        }
      }
    },
    async remove(fileName: string): Promise<void> {
      await fs.rm(resolve(fileName), { force: true });
    },
    async removeMeter(meterId: number): Promise<void> {
      // An upload racing the deletion may write into the folder while it is being emptied (ENOTEMPTY): try
      // again, as that upload then finds the meter gone and removes its own file.
      await fs.rm(resolve(String(meterId)), { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
    },
  };
}
export type PhotoStore = ReturnType<typeof photoStore>;

/** The store of the modems' photos (lib/photo-dirs.ts says where). */
export const modemPhotoStore = (photoDir: string) => photoStore(modemPhotoDir(photoDir));
