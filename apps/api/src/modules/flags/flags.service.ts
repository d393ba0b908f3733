import { FLAG_CODES, type Flag, type FlagCode, type InstallationKind, type PhotoPair } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { readSetting } from '../settings/index.js';
import { flagsOf, holdPhotoFlags, replacePhotoFlags } from './flags.repo.js';
import { photoMatches } from './photo-matches.sql.js';

/**
 * Finds again every photo match between the installation and any other, and keeps them as its flags and the
 * others' (issue 42). Runs in the transaction that stored or removed a photo, after it did, so the flags change
 * with the photos or not at all; `tx` must be a transaction (the look-ups hold a lock until it ends).
 */
export async function refreshPhotoFlags(tx: Db, kind: InstallationKind, id: number): Promise<void> {
  await holdPhotoFlags(tx);
  const { photoDistance } = await readSetting(tx, 'flagChecks');
  await replacePhotoFlags(tx, kind, id, await photoMatches(tx, kind, id, photoDistance));
}

const isCode = (code: string): code is FlagCode => (FLAG_CODES as readonly string[]).includes(code);

/** An installation's flags as the API answers them (a code this version does not know is left out). */
export async function installationFlags(db: Db, kind: InstallationKind, id: number): Promise<Flag[]> {
  const rows = await flagsOf(db, kind, id);
  return rows.flatMap((row): Flag[] => {
    if (!isCode(row.code)) return [];
    const related =
      row.relatedKind === ''
        ? null
        : { kind: row.relatedKind, id: row.relatedId, serial: row.relatedSerial ?? '' };
    const detail = (row.detail ?? {}) as { pairs?: PhotoPair[] };
    return [
      { code: row.code, related, foundAt: row.foundAt, ...(detail.pairs ? { pairs: detail.pairs } : {}) },
    ];
  });
}
