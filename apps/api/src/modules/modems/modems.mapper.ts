import { stateLabel, type Modem } from '@smms/shared';
import { photoUrl, slotsOf } from '../../lib/photo-slots.js';
import type { ModemRow } from './modems.repo.js';

/** The API shape of a modem: both spellings of its numbers (SPEC §3), its state label, photo URLs. */
export function toModem(row: ModemRow): Modem {
  const {
    modemSno,
    meterSno,
    serviceNo,
    photoMask,
    simNumber: _sim,
    imeiNumber: _imei,
    firmwareVersion: _fw,
    positionKey: _key,
    previousStepSince: _previous,
    ...fields
  } = row as ModemRow & { positionKey?: string };
  return {
    ...fields,
    modemSno,
    modemno: modemSno,
    meterSno,
    ctmtrno: meterSno,
    serviceNo,
    servicecno: serviceNo,
    stage: stateLabel('modems', row),
    photos: slotsOf(photoMask).map((slot) => ({ slot, url: photoUrl('modem', row.id, slot, row.version) })),
  };
}
