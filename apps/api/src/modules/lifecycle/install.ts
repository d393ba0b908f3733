import type { UserRow } from '../../db/schema.js';
import { preparePhoto, type PhotoStore, type SlottedUpload } from '../meters/photo-storage.js';

/** Where an installation is, as an install may send it. */
interface Place {
  installedOn?: string | Date | null;
  division?: string | null;
  circle?: string | null;
  subDivision?: string | null;
  section?: string | null;
}

/**
 * A meter's or modem's row as an install writes it: installed now unless it says when, and what it leaves out
 * of its place is its officer's.
 */
export function installedBy<F extends Place>(fields: F, officer: UserRow) {
  return {
    ...fields,
    installedOn: fields.installedOn ?? new Date(),
    division: fields.division ?? officer.division,
    circle: fields.circle ?? officer.circle,
    subDivision: fields.subDivision ?? officer.subDivision,
    section: fields.section ?? officer.section,
    fieldOfficerId: officer.id,
  };
}

/** A stored photo's row, as the install's transaction records it. */
export interface StoredPhoto {
  slot: number;
  fileName: string;
  contentType: 'image/jpeg';
  sizeBytes: number;
}

/**
 * An install with its photos: each upload is checked and made a JPEG before anything is written; `install`
 * runs the transaction and calls `store` with the new installation's id, which writes each photo's file and
 * records its row in that transaction. If the install fails, the files already written are removed again, so a
 * refused install leaves none behind.
 */
export async function installWithPhotos<T>(
  photos: PhotoStore,
  uploads: readonly SlottedUpload[],
  install: (
    store: (id: number, record: (photo: StoredPhoto) => Promise<void>) => Promise<void>,
  ) => Promise<T>,
): Promise<T> {
  const jpegs = await Promise.all(
    uploads.map(async ({ slot, bytes }) => ({ slot, jpeg: await preparePhoto(bytes) })),
  );
  const written: string[] = [];
  try {
    return await install(async (id, record) => {
      for (const { slot, jpeg } of jpegs) {
        const fileName = await photos.write(id, slot, jpeg);
        written.push(fileName);
        await record({ slot, fileName, contentType: 'image/jpeg', sizeBytes: jpeg.length });
      }
    });
  } catch (error) {
    await Promise.all(written.map((f) => photos.remove(f)));
    throw error;
  }
}
