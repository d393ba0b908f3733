import { rejectionReason, stateLabel, type Meter } from '@smms/shared';
import { photoUrl, slotsOf } from '../../lib/photo-slots.js';
import type { MeterRow } from './meters.repo.js';

/** The API shape of a meter: officer fields from the join, derived status and reason, photo URLs. */
export function toMeter(row: MeterRow): Meter {
  const photos = slotsOf(row.photoMask).map((slot) => ({
    slot,
    url: photoUrl('meter', row.id, slot, row.version),
  }));
  const urlOf = (slot: number) => photos.find((p) => p.slot === slot)?.url ?? null;
  return {
    id: row.id,
    meterSno: row.meterSno,
    dtrSno: row.dtrSno,
    communicationStatus: row.communicationStatus,
    lastCommunicatedAt: row.lastCommunicatedAt,
    installedOn: row.installedOn,
    stepSince: row.stepSince,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    feederName: row.feederName,
    feederNumber: row.feederNumber,
    substationName: row.substationName,
    substationNumber: row.substationNumber,
    section: row.section,
    subDivision: row.subDivision,
    division: row.division,
    circle: row.circle,
    organization: row.organization,
    commissionStatus: row.commissionStatus,
    techSupportStatus: row.techSupportStatus,
    techSupportProgress: row.techSupportProgress,
    comments: row.comments,
    rejectionCategory: row.rejectionCategory,
    dtrCapacity: row.dtrCapacity,
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    autoCommissioned: row.autoCommissioned,
    flagged: row.flagged,
    fieldOfficerId: row.fieldOfficerId,
    fieldOfficerName: row.fieldOfficerName,
    fieldOfficerLastName: row.fieldOfficerLastName,
    fieldOfficerPhone: row.fieldOfficerPhone,
    status: stateLabel('meterList', row),
    reason: rejectionReason(row),
    photos,
    photo1: urlOf(1),
    photo2: urlOf(2),
    photo3: urlOf(3),
    photo4: urlOf(4),
    version: row.version,
  };
}
