import type { Insertable } from 'kysely';
import { installationState, INSTALLATION_STATES, type LifecycleFields } from '@smms/shared';
import { modemPhotoDir } from '../../lib/photo-dirs.js';
import type { ModemPhotosTable } from '../schema.js';
import { writeDemoPhoto } from './photos.js';

const MODEM_LABELS = ['Modem front', 'SIM slot', 'Antenna', 'Premises'];

/**
 * Install photos for the first `perState` modems of each state (installed, commissioned, accepted,
 * rejected), so every modem list has rows whose detail dialog shows photos. 1 to 4 photos each.
 */
export async function writeModemPhotos(
  photoDir: string,
  modems: (LifecycleFields & { id: number; modemSno: string })[],
  perState: number,
): Promise<Insertable<ModemPhotosTable>[]> {
  const dir = modemPhotoDir(photoDir);
  const rows: Insertable<ModemPhotosTable>[] = [];
  for (const state of INSTALLATION_STATES) {
    const chosen = modems.filter((m) => installationState(m) === state).slice(0, perState);
    for (const modem of chosen) {
      for (let slot = 1; slot <= 1 + (modem.id % 4); slot += 1) {
        const fileName = `${modem.id}/${slot}.jpg`;
        const sizeBytes = await writeDemoPhoto(dir, fileName, modem.modemSno, slot, MODEM_LABELS);
        rows.push({ modemId: modem.id, slot, fileName, contentType: 'image/jpeg', sizeBytes });
      }
    }
  }
  return rows;
}
