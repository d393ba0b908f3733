import { PHOTO_DISTANCE_MAX, FLAG_CHECKS_DEFAULT } from '../flags.js';
import { formatCount } from './numbers.js';

/** The photo checks' card on the Review Targets page (issue 42): how close two photos must be to match. */
export const PHOTO_CHECK_TEXTS = {
  title: 'Photo checks',
  hint: 'Every stored photo has a fingerprint of 64 bits. Two installations are flagged when a photo of one is the same file as a photo of the other, or when their fingerprints differ in no more bits than this.',
  distance: 'Photos match when their fingerprints differ in at most',
  bits: (n: number) =>
    `${n} ${n === 1 ? 'bit' : 'bits'}${n === 0 ? ' (the same picture only)' : ''}${n === FLAG_CHECKS_DEFAULT.photoDistance ? ' (recommended)' : ''}`,
  distanceHint: `A photo saved again smaller mostly stays within 2 bits of its original; different photos of like scenes come within 5 or 6. Up to ${PHOTO_DISTANCE_MAX}.`,
  effect:
    'Lowering it removes at once the matches it no longer allows. Raising it checks every stored photo again in the background; the flags grow as it goes.',
  rechecking: (checked: number, total: number) =>
    `Checking the stored photos again: ${formatCount(checked)} of ${formatCount(total)} installations with photos`,
  recheckProgress: 'Stored photos checked again',
  rechecked: (total: number) =>
    `The stored photos (${formatCount(total)} ${total === 1 ? 'installation' : 'installations'}) were last checked again`,
  save: 'Save photo checks',
  saving: 'Saving...',
  savedToast: 'Photo checks saved',
  unchanged: 'Nothing to save: the photo checks are as shown.',
  stale:
    'Someone changed the photo checks while you were editing them; they now show that change. Make yours again.',
  loadFailed: 'The photo checks could not be loaded.',
  retry: 'Retry',
  lastChanged: (name: string) => `Last changed by ${name}`,
  neverChanged: 'Never changed: a new database starts with the distance shown.',
} as const;
