import { sql } from 'kysely';
import {
  REWORK_MESSAGES,
  transitionRefusal,
  type CommissionStatus,
  type InstallationKind,
  type PhotoFault,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { badRequest } from '../../lib/http-error.js';
import type { Actor } from '../access/index.js';
import { PHOTO_TABLES } from '../flags/index.js';
import type { ReviewStep } from './review-record.js';

/**
 * Per-photo reasons (issue 42, docs/review.md "Rework"): a rejection names photos at fault, and the record keeps
 * which file each was, so a replacement is told from the photo rejected. Once every named photo has been replaced
 * the installation returns to review, in the transaction of the last replacement.
 */

/** A named photo as the record keeps it: the file the reviewer saw (its stored name and SHA-256). */
export interface StoredPhotoFault extends PhotoFault {
  file: string;
  sha256: string | null;
}

/** A photo slot's file now. */
export interface SlotFile {
  installationId: number;
  slot: number;
  file: string;
  sha256: string | null;
}

/** The photo files of some installations of one kind, in one read. */
export async function photoFiles(
  db: Db,
  kind: InstallationKind,
  ids: readonly number[],
): Promise<SlotFile[]> {
  if (!ids.length) return [];
  const { table, key } = PHOTO_TABLES[kind];
  const { rows } = await sql<SlotFile>`
    select ${sql.ref(key)} as "installationId", slot, file_name as file, sha256 from ${sql.table(table)}
     where ${sql.ref(key)} in (${sql.join(ids)}) order by slot`.execute(db);
  return rows;
}

/** The named photos with the files they are now; a named slot with no photo is bad input (400), nothing written. */
export async function storedPhotoFaults(
  db: Db,
  kind: InstallationKind,
  id: number,
  faults: readonly PhotoFault[],
): Promise<StoredPhotoFault[]> {
  const files = await photoFiles(db, kind, [id]);
  const missing = faults.filter((f) => !files.some((p) => p.slot === f.slot)).map((f) => f.slot);
  if (missing.length) {
    const message = REWORK_MESSAGES.noPhotoThere(missing);
    throw badRequest(message, { photoFaults: message });
  }
  return [...faults]
    .sort((a, b) => a.slot - b.slot)
    .map((f) => {
      const now = files.find((p) => p.slot === f.slot) as SlotFile;
      return { slot: f.slot, fault: f.fault, file: now.file, sha256: now.sha256 };
    });
}

/** A photo is replaced once its slot holds another file, unless it is the same picture sent again. */
export const isReplaced = (named: StoredPhotoFault, now: SlotFile | undefined): boolean =>
  now !== undefined &&
  now.file !== named.file &&
  !(now.sha256 !== null && named.sha256 !== null && now.sha256 === named.sha256);

/** What a rejection's named photos are now, given the installation's files: each with whether it was replaced. */
export const faultsNow = (
  named: readonly StoredPhotoFault[],
  files: readonly SlotFile[],
): (PhotoFault & { replaced: boolean })[] =>
  named.map((f) => ({
    slot: f.slot,
    fault: f.fault,
    replaced: isReplaced(
      f,
      files.find((p) => p.slot === f.slot),
    ),
  }));

/** The photos the latest rejection of an installation named, as stored; none when it named none. */
export async function lastRejectionFaults(
  db: Db,
  kind: InstallationKind,
  id: number,
): Promise<StoredPhotoFault[]> {
  const row = await db
    .selectFrom('reviewEvents')
    .select('photoFaults')
    .where('installation', '=', kind)
    .where('installationId', '=', id)
    .where('kind', '=', 'decision')
    .where('toStatus', '=', 'Rejected')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return parsedFaults(row?.photoFaults);
}

/** The stored JSON (text on PGlite's wire, parsed on PostgreSQL's) as named photos. */
export function parsedFaults(value: unknown): StoredPhotoFault[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as StoredPhotoFault[]) : [];
}

/**
 * The reopen a replaced photo completes: when the installation is Rejected, its latest rejection named photos and
 * every one of them is now replaced, the actor's change sends it back to review (a decision Rejected → Pending with
 * the record saying which photos were replaced), if the actor may reopen it. Null otherwise.
 */
export async function reworkDone(
  db: Db,
  actor: Actor,
  kind: InstallationKind,
  current: { id: number; commissionStatus: CommissionStatus },
): Promise<{ values: typeof REOPENED; step: ReviewStep } | null> {
  if (current.commissionStatus !== 'Rejected') return null;
  const named = await lastRejectionFaults(db, kind, current.id);
  if (!named.length) return null;
  const now = faultsNow(named, await photoFiles(db, kind, [current.id]));
  if (!now.every((f) => f.replaced)) return null;
  const comment = REWORK_MESSAGES.photosReplaced(named.map((f) => f.slot));
  if (transitionRefusal(actor.user.role, 'Rejected', 'Pending', comment)) return null;
  return {
    values: REOPENED,
    step: { kind: 'decision', from: 'Rejected', to: 'Pending', category: null, comment },
  };
}

/** A reopen's values (commission-decision.ts): back to Pending, awaiting a fresh recommendation. */
const REOPENED = {
  commissionStatus: 'Pending',
  rejectionCategory: null,
  techSupportStatus: null,
} as const;
