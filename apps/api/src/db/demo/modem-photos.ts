import type { Insertable } from 'kysely';
import { installationState, INSTALLATION_STATES, type LifecycleFields } from '@smms/shared';
import type { PhotoStore } from '../../lib/photo-store.js';
import type { ModemPhotosTable } from '../schema.js';
import { MODEM_PHOTO_KINDS, photoArtist, type PhotoSubject } from './photo-art.js';
import { inParallel, PHOTOS_AT_ONCE } from './photos.js';

/**
 * How many install photos each modem has, by its place in the list: the newest `perState` installs of each state
 * (installed, commissioned, accepted, rejected), so the first rows of every modem list (newest first) have photos
 * in their detail dialog, 1 to 4 each. Known before the modems are inserted, as their install's audit entry
 * counts them.
 */
export function modemPhotoCounts(
  modems: (LifecycleFields & { installedOn: Date })[],
  perState: number,
): Map<number, number> {
  const counts = new Map<number, number>();
  const newestFirst = modems
    .map((m, index) => ({ m, index }))
    .sort((a, b) => b.m.installedOn.getTime() - a.m.installedOn.getTime() || b.index - a.index);
  for (const state of INSTALLATION_STATES) {
    const chosen = newestFirst.flatMap(({ m, index }) => (installationState(m) === state ? [index] : []));
    for (const index of chosen.slice(0, perState)) counts.set(index, 1 + (index % 4));
  }
  return counts;
}

/** Writes those photos for the inserted modems (`ids` in the list's order) and answers their rows. */
export async function writeModemPhotos(
  store: PhotoStore,
  modems: { modemSno: string; installedOn?: Date | string }[],
  ids: number[],
  counts: Map<number, number>,
): Promise<Insertable<ModemPhotosTable>[]> {
  const shots = [...counts].flatMap(([index, count]) => {
    const [modem, id] = [modems[index], ids[index]];
    if (!modem || id === undefined) return [];
    return Array.from({ length: count }, (_, i) => ({ modem, id, slot: i + 1 }));
  });
  const artist = photoArtist();
  return inParallel(shots, PHOTOS_AT_ONCE, async ({ modem, id, slot }) => {
    const kind = MODEM_PHOTO_KINDS[slot - 1] ?? 'modem';
    const subject: PhotoSubject = {
      serial: modem.modemSno,
      dtrSno: null,
      installedOn: new Date(modem.installedOn ?? 0),
    };
    const jpeg = await artist.draw(kind, subject, id + slot);
    const fileName = await store.write(id, slot, jpeg);
    return { modemId: id, slot, fileName, contentType: 'image/jpeg', sizeBytes: jpeg.length };
  });
}
