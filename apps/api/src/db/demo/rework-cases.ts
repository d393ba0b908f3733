import type { Insertable } from 'kysely';
import type { PhotoFault } from '@smms/shared';
import type { Db } from '../connection.js';
import type { MeterPhotosTable } from '../schema.js';
import type { Journal, PendingEvent } from './review-steps.js';

/**
 * The demo's rework cases (issue 42): rejected meters whose rejection named photos at fault, so the AE_ADMIN's
 * Rework page and the field's rework list show what to replace. A rejection keeps the file each named photo was,
 * so these rejections are written once the photos are: held back from the journal, added after the photos.
 */
const CASES: readonly (readonly PhotoFault[])[] = [
  [{ slot: 1, fault: 'wrong-meter' }],
  [
    { slot: 2, fault: 'blurred' },
    { slot: 4, fault: 'seal-not-visible' },
  ],
];

/** The last events of the first rejected meters among `indexes` (meters with photos) whose last step rejected them. */
export function heldRejections(journal: Journal, indexes: readonly number[]): Set<PendingEvent> {
  const lastOf = new Map<number, PendingEvent>();
  for (const event of journal.events) if (event.installation === 'meter') lastOf.set(event.index, event);
  const held = new Set<PendingEvent>();
  for (const index of indexes) {
    const last = lastOf.get(index);
    if (held.size < CASES.length && last?.kind === 'decision' && last.toStatus === 'Rejected') held.add(last);
  }
  return held;
}

/** Writes the held rejections with the photos they name, as the decision call writes them. */
export async function insertRejectionsNamingPhotos(
  db: Db,
  held: ReadonlySet<PendingEvent>,
  photos: readonly Insertable<MeterPhotosTable>[],
  meterIds: readonly number[],
): Promise<void> {
  const rows = [...held].map(({ index, ...event }, i) => {
    const installationId = meterIds[index] as number;
    const photoFaults = (CASES[i] ?? []).flatMap((named) => {
      const photo = photos.find((p) => p.meterId === installationId && p.slot === named.slot);
      return photo ? [{ ...named, file: photo.fileName, sha256: photo.sha256 ?? null }] : [];
    });
    return { ...event, installationId, photoFaults: JSON.stringify(photoFaults) };
  });
  if (rows.length) await db.insertInto('reviewEvents').values(rows).execute();
}
