import type { InstallationKind } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { UserRow } from '../../db/schema.js';
import { audit, type Action } from '../../lib/audit.js';
import type { Actor } from '../access/index.js';
import {
  holdFlags,
  photoFingerprint,
  refreshIdentityFlags,
  refreshPlace,
  refreshPhotoFlags,
} from '../flags/index.js';
import { preparePhoto, type PhotoStore, type SlottedUpload } from './photo-storage.js';
import { INSTALLED_STEP, recordReviewStep } from './review-record.js';

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

/** A stored photo's row, as the install's transaction records it, with its fingerprints (flags module). */
export interface StoredPhoto {
  slot: number;
  fileName: string;
  contentType: 'image/jpeg';
  sizeBytes: number;
  sha256: string;
  /** The difference hash, as PostgreSQL's bigint text. */
  dhash: string;
}

/** A checked upload made a JPEG, with the fingerprints of that JPEG. */
export async function preparedPhoto(bytes: Buffer) {
  const jpeg = await preparePhoto(bytes);
  const { sha256, dhash } = await photoFingerprint(jpeg);
  return { jpeg, sha256, dhash: dhash.toString() };
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
    uploads.map(async ({ slot, bytes }) => ({ slot, ...(await preparedPhoto(bytes)) })),
  );
  const written: string[] = [];
  try {
    return await install(async (id, record) => {
      for (const { slot, jpeg, sha256, dhash } of jpegs) {
        const fileName = await photos.write(id, slot, jpeg);
        written.push(fileName);
        await record({ slot, fileName, contentType: 'image/jpeg', sizeBytes: jpeg.length, sha256, dhash });
      }
    });
  } catch (error) {
    await Promise.all(written.map((f) => photos.remove(f)));
    throw error;
  }
}

/** What one kind of installation writes at an install (meters.service.ts, modem-changes.service.ts). */
export interface InstallSteps {
  kind: InstallationKind;
  /** Inserts the row and answers its id. */
  insert(tx: Db): Promise<number>;
  insertPhoto(tx: Db, id: number, photo: StoredPhoto): Promise<void>;
  audit: { action: Action; location: string | null; details: Record<string, unknown> };
  /** An Idempotency-Key's claim, made first in the transaction, and its answer, kept last. */
  key?: { reserve(tx: Db): Promise<void>; keep(tx: Db, id: number): Promise<void> };
}

/**
 * The installation core's install: in one transaction, the key's claim, the row, its photos and the flags
 * its photos' and numbers' matches raise (flags module), the 'installed' event of the review record and the audit entry, then the key's answer; the photos are checked and written as
 * installWithPhotos does. Answers the new installation's id.
 */
export function install(
  db: Db,
  actor: Actor,
  photos: PhotoStore,
  uploads: readonly SlottedUpload[],
  steps: InstallSteps,
): Promise<number> {
  return installWithPhotos(photos, uploads, (store) =>
    db.transaction().execute(async (tx) => {
      await holdFlags(tx);
      await steps.key?.reserve(tx);
      const id = await steps.insert(tx);
      await store(id, (photo) => steps.insertPhoto(tx, id, photo));
      if (uploads.length) await refreshPhotoFlags(tx, steps.kind, id);
      await refreshIdentityFlags(tx, steps.kind, id);
      await refreshPlace(tx, steps.kind, id);
      await recordReviewStep(tx, actor, { installation: steps.kind, id }, INSTALLED_STEP);
      const { action, location, details } = steps.audit;
      await audit(tx, actor, action, { on: { type: steps.kind, id }, location, details });
      await steps.key?.keep(tx, id);
      return id;
    }),
  );
}
