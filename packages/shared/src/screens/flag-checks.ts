import {
  DTR_DISTANCE_MAX,
  DTR_DISTANCE_MIN,
  DTR_MIN_METERS,
  PHOTO_DISTANCE_MAX,
  FLAG_CHECKS_DEFAULT,
  REWORK_LIMIT_MAX,
  REWORK_LIMIT_MIN,
} from '../flags.js';
import { formatCount } from './numbers.js';

/**
 * The checks' card on the Review Targets page (issue 42): how close two photos must be to match, how far a meter
 * may stand from its DTR's others, and how many rejections an installation may have before it is flagged.
 */
export const FLAG_CHECK_TEXTS = {
  title: 'Checks that flag installations',
  hint: 'What makes SMMS flag an installation for a closer look. A flagged installation is never commissioned by the rule; the super admin’s Flagged queue holds them.',
  photos: 'Photos',
  photosHint:
    'Every stored photo has a fingerprint of 64 bits. Two installations are flagged when a photo of one is the same file as a photo of the other, or when their fingerprints differ in no more bits than this.',
  distance: 'Photos match when their fingerprints differ in at most',
  bits: (n: number) =>
    `${n} ${n === 1 ? 'bit' : 'bits'}${n === 0 ? ' (the same picture only)' : ''}${n === FLAG_CHECKS_DEFAULT.photoDistance ? ' (recommended)' : ''}`,
  distanceHint: `A photo saved again smaller mostly stays within 2 bits of its original; different photos of like scenes come within 5 or 6. Up to ${PHOTO_DISTANCE_MAX}.`,
  effect:
    'Lowering it removes at once the matches it no longer allows. Raising it checks every stored photo again in the background; the flags grow as it goes.',
  dtr: 'A meter is far from its DTR beyond',
  dtrSuffix: 'metres',
  dtrHint: `From the middle of the DTR’s meters with coordinates (their median latitude and longitude), once it has ${DTR_MIN_METERS} of them. From ${DTR_DISTANCE_MIN} to ${DTR_DISTANCE_MAX.toLocaleString('en-IN')} metres; ${FLAG_CHECKS_DEFAULT.dtrDistanceMeters.toLocaleString('en-IN')} by default.`,
  rework: 'Flag an installation rejected more than',
  reworkSuffix: 'times',
  reworkHint: `Each rejection asks the field for a rework; one its decider undid does not count. From ${REWORK_LIMIT_MIN} to ${REWORK_LIMIT_MAX}; ${FLAG_CHECKS_DEFAULT.reworkLimit} by default.`,
  rechecking: (checked: number, total: number) =>
    `Checking the stored photos again: ${formatCount(checked)} of ${formatCount(total)} installations with photos`,
  recheckProgress: 'Stored photos checked again',
  rechecked: (total: number) =>
    `The stored photos (${formatCount(total)} ${total === 1 ? 'installation' : 'installations'}) were last checked again`,
  save: 'Save checks',
  saving: 'Saving...',
  savedToast: 'Checks saved',
  unchanged: 'Nothing to save: the checks are as shown.',
  stale:
    'Someone changed the checks while you were editing them; they now show that change. Make yours again.',
  loadFailed: 'The checks could not be loaded.',
  retry: 'Retry',
  lastChanged: (name: string) => `Last changed by ${name}`,
  neverChanged: 'Never changed: a new database starts with the checks shown.',
} as const;
