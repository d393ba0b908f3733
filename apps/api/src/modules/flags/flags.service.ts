import {
  FLAG_CODES,
  type Flag,
  type FlagCode,
  type FlagSubject,
  type InstallationKind,
  type PhotoPair,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { photoUrl } from '../../lib/photo-slots.js';
import type { Scope } from '../access/index.js';
import { readSetting } from '../settings/index.js';
import { flagsOf, holdPhotoFlags, replacePhotoFlags, type FlagRow } from './flags.repo.js';
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

/** The installation a flag names, with the photos its pairs name; one the scope does not see, by its kind only. */
function subjectOf(row: FlagRow, kind: InstallationKind, pairs: readonly PhotoPair[]): FlagSubject {
  if (!row.related) return { kind, id: 0, serial: '', inView: false, photos: [] };
  const { serial, version } = row.related;
  const slots = [...new Set(pairs.map((pair) => pair.otherSlot))].sort((a, b) => a - b);
  const photos = slots.map((slot) => ({ slot, url: photoUrl(kind, row.relatedId, slot, version) }));
  return { kind, id: row.relatedId, serial, inView: true, photos };
}

/**
 * An installation's flags as the API answers them to `scope` (a code this version does not know is left out);
 * the caller has checked that the scope sees the installation itself.
 */
export async function installationFlags(
  db: Db,
  scope: Scope,
  kind: InstallationKind,
  id: number,
): Promise<Flag[]> {
  const rows = await flagsOf(db, scope, kind, id);
  return rows.flatMap((row): Flag[] => {
    if (!isCode(row.code)) return [];
    const { pairs } = (row.detail ?? {}) as { pairs?: PhotoPair[] };
    const related = row.relatedKind === '' ? null : subjectOf(row, row.relatedKind, pairs ?? []);
    return [{ code: row.code, related, foundAt: row.foundAt, ...(pairs ? { pairs } : {}) }];
  });
}
