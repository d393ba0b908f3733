/**
 * The words and values of per-photo reasons and the rework loop (issue 42, docs/review.md "Rework"), free of zod so
 * the console's screens read them without loading it (zod-free.test.ts); rework.ts holds the schemas.
 */
export const PHOTO_FAULTS = ['blurred', 'wrong-meter', 'seal-not-visible', 'location', 'other'] as const;
export type PhotoFaultValue = (typeof PHOTO_FAULTS)[number];

export const PHOTO_FAULT_LABELS: Record<PhotoFaultValue, string> = {
  blurred: 'Blurred',
  'wrong-meter': 'Wrong meter',
  'seal-not-visible': 'Seal not visible',
  location: 'Wrong location',
  other: 'Other',
};

export const REWORK_MESSAGES = {
  faultsOnlyWhenRejecting: 'Name photos at fault only when rejecting.',
  onePerPhoto: 'Name each photo once.',
  noPhotoThere: (slots: readonly number[]) =>
    `${slots.length === 1 ? `Photo ${slots[0]} is` : `Photos ${slotList(slots)} are`} not on this meter: name only the photos it has.`,
  /** The reopen the rework's last replaced photo makes, as the review record keeps it. */
  photosReplaced: (slots: readonly number[]) =>
    `Rework done: ${slots.length === 1 ? `photo ${slots[0]}` : `photos ${slotList(slots)}`} replaced.`,
  /** The photo call's answer when that photo completes the rework. */
  backInReview: 'Photo saved. Every photo the rejection named is replaced: the meter is back in review.',
} as const;

function slotList(slots: readonly number[]): string {
  return slots.length === 1 ? String(slots[0]) : `${slots.slice(0, -1).join(', ')} and ${slots.at(-1)}`;
}
