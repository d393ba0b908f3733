import { buffer } from 'node:stream/consumers';
import { sql } from 'kysely';
import type { InstallationKind } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { PhotoStores } from '../../lib/photo-store.js';
import { holdFlags } from './flags.repo.js';
import { refreshPhotoFlags } from './flags.service.js';
import { photoFingerprint } from '../../lib/photo-fingerprint.js';
import { PHOTO_TABLES } from './photo-matches.sql.js';

/** Photo rows read per round. */
const BATCH = 100;
const STORE_OF = { meter: 'meters', modem: 'modems' } as const satisfies Record<
  InstallationKind,
  keyof PhotoStores
>;

export interface FingerprintTally {
  fingerprinted: number;
  /** Named by the database, in no store: left unfingerprinted (and found again at the next start). */
  missing: number;
}

/**
 * Fingerprints the photos stored before migration 0029 (or while a store could not be read), oldest first, and
 * finds their matches: each photo in a transaction of its own with its flags, so a stop halfway loses nothing.
 * A photo another instance fingerprints meanwhile is left as that instance wrote it. Stops at `signal`.
 */
export async function fingerprintStoredPhotos(
  db: Db,
  stores: PhotoStores,
  signal: AbortSignal,
): Promise<FingerprintTally> {
  const tally: FingerprintTally = { fingerprinted: 0, missing: 0 };
  for (const kind of ['meter', 'modem'] as const) {
    const { table, key } = PHOTO_TABLES[kind];
    for (let after = 0; !signal.aborted;) {
      const { rows } = await sql<{ id: number; owner: number; fileName: string }>`
        select id, ${sql.ref(key)} as owner, file_name as "fileName" from ${sql.table(table)}
         where dhash is null and id > ${after} order by id limit ${BATCH}`.execute(db);
      if (!rows.length) break;
      for (const row of rows) {
        if (signal.aborted) break;
        const stream = await stores[STORE_OF[kind]].read(row.fileName);
        if (!stream) {
          tally.missing += 1;
          continue;
        }
        const { sha256, dhash } = await photoFingerprint(await buffer(stream));
        await db.transaction().execute(async (tx) => {
          await holdFlags(tx);
          const { rows: updated } = await sql`
            update ${sql.table(table)} set sha256 = ${sha256}, dhash = ${dhash.toString()}::bigint
             where id = ${row.id} and dhash is null returning id`.execute(tx);
          if (updated.length) await refreshPhotoFlags(tx, kind, row.owner);
        });
        tally.fingerprinted += 1;
      }
      after = rows.at(-1)!.id;
    }
  }
  return tally;
}
