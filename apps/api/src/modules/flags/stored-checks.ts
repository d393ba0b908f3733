import type { Db } from '../../db/connection.js';
import type { PhotoStores } from '../../lib/photo-store.js';
import { fingerprintStoredPhotos, type FingerprintTally } from './fingerprint-backfill.js';
import { refreshAreaFlags } from './area-outline.sql.js';
import { refreshDtrFlags } from './dtr-distance.sql.js';
import { holdFlags } from './flags.repo.js';
import { flagStoredIdentities } from './identity-backfill.js';
import { refreshReworkFlags } from './rework.sql.js';

export interface StoredChecksTally extends FingerprintTally {
  /** Installations whose numbers were checked (another of their kind holding one, no flag yet). */
  identities: number;
}

/**
 * The checks an install runs, on what was stored without them (before migrations 0029 and 0030, or loaded in
 * bulk): the photos' fingerprints and matches, the numbers, then the DTR, rework and area checks over everything
 * (a statement each). The server runs it in the background at each start; the demo, before the console answers.
 */
export async function checkStoredInstallations(
  db: Db,
  stores: PhotoStores,
  signal: AbortSignal,
): Promise<StoredChecksTally> {
  const photos = await fingerprintStoredPhotos(db, stores, signal);
  const identities = await flagStoredIdentities(db, signal);
  if (!signal.aborted)
    await db.transaction().execute(async (tx) => {
      await holdFlags(tx);
      await refreshDtrFlags(tx, 'all');
      for (const kind of ['meter', 'modem'] as const) {
        await refreshReworkFlags(tx, kind, 'all');
        await refreshAreaFlags(tx, kind, 'all');
      }
    });
  return { ...photos, identities };
}
