import type { Db } from '../../db/connection.js';
import type { PhotoStores } from '../../lib/photo-store.js';
import { fingerprintStoredPhotos, type FingerprintTally } from './fingerprint-backfill.js';
import { flagStoredIdentities } from './identity-backfill.js';

export interface StoredChecksTally extends FingerprintTally {
  /** Installations whose numbers were checked (another of their kind holding one, no flag yet). */
  identities: number;
}

/**
 * The checks an install runs, on what was stored without them (before migrations 0029 and 0030, or loaded in
 * bulk): the photos' fingerprints and matches, then the numbers. The server runs it in the background at each
 * start; the demo, before the console answers.
 */
export async function checkStoredInstallations(
  db: Db,
  stores: PhotoStores,
  signal: AbortSignal,
): Promise<StoredChecksTally> {
  const photos = await fingerprintStoredPhotos(db, stores, signal);
  return { ...photos, identities: await flagStoredIdentities(db, signal) };
}
