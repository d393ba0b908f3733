import { PHOTO_FAULT_LABELS, type PhotoFaultValue } from '../rework-values.js';

/** Per-photo reasons on screens (issue 42): the reject dialog's photos, the record's entries, the rework queue. */
export const PHOTO_FAULT_TEXTS = {
  legend: 'Photos at fault',
  hint: 'Optional. A photo named here goes on the field officer’s rework list; once every named photo is replaced, the meter returns to review.',
  /** Each photo's choice in the reject dialog. */
  select: (slot: number) => `What is wrong with photo ${slot}`,
  notAtFault: 'Not at fault',
  photo: (slot: number) => `Photo ${slot}`,
  /** A named photo, in the review record and the rework queue. */
  named: (slot: number, fault: PhotoFaultValue) => `Photo ${slot}: ${PHOTO_FAULT_LABELS[fault]}`,
  replaced: 'replaced',
  notReplaced: 'not replaced yet',
  /** The review record's list of a rejection's named photos. */
  recordLabel: 'Photos at fault',
} as const;

/** The choices of the reject dialog's photo select: not at fault, then each fault. */
export const PHOTO_FAULT_OPTIONS = Object.entries(PHOTO_FAULT_LABELS).map(([value, label]) => ({
  value: value as PhotoFaultValue,
  label,
}));

/** The AE_ADMIN's Rework page (issue 42): its officers' rejected meters, the longest waiting first. */
export const REWORK_QUEUE_TEXTS = {
  description:
    'Meters of your field officers that were rejected, the longest waiting first, with what the reviewer asked to fix. A meter returns to review when its officer replaces every photo named, or when it is reopened with what was fixed.',
  label: 'Meters to rework',
  loading: 'Loading meters to rework…',
  loadError: 'Could not load the meters to rework.',
  retry: 'Retry',
  empty: 'No meter of your field officers is waiting for rework.',
  open: (meterSno: string) => `Open meter ${meterSno}`,
  officer: 'Field officer',
  rejected: 'Rejected',
  by: (name: string) => `by ${name}`,
  reason: 'Reason',
  comment: 'What to fix',
  photos: 'Photos to replace',
  noPhotos: 'No photo named: correct what the comment says, then reopen the meter.',
} as const;
