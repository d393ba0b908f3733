/**
 * The photo slots (1-4) an installation holds, as one integer: bit n-1 set for slot n. Meters and modems keep
 * it in their `photo_mask` column (migration 0012: triggers on their photos tables), so a list reads it with
 * the row; an integer costs a third of the server time an array of slots did (0.35 ms of CPU on a page of 50
 * meters, parsed and case-mapped row by row).
 */

import { API_BASE, type InstallationKind } from '@smms/shared';

/** Where each kind's photos are read (SPEC §2.5: meters; the modem routes keep SPEC §3's singular). */
const PHOTO_BASE: Record<InstallationKind, string> = { meter: 'meters', modem: 'modem' };

/** A photo's URL at one version of its installation (`?v=`: see photoCacheControl). */
export const photoUrl = (kind: InstallationKind, id: number, slot: number, version: number | string) =>
  `${API_BASE}/${PHOTO_BASE[kind]}/${id}/photos/${slot}?v=${encodeURIComponent(String(version))}`;

/** The slots a photo mask holds, in order. */
export const slotsOf = (mask: number): number[] =>
  [1, 2, 3, 4].filter((slot) => (mask & (1 << (slot - 1))) !== 0);

/**
 * How long a browser keeps a photo (issue 37: a replaced photo was shown for up to 5 minutes). Its URL names
 * the installation's version (`?v=`) and every photo change is a new version, so the URL of the current
 * version always shows the same photo and is kept a year; any other URL (an older version's, or none) is
 * checked again on each use, so a replaced photo is never shown from a cache.
 */
export const photoCacheControl = (asked: string | undefined, version: number): string =>
  asked === String(version) ? 'private, max-age=31536000, immutable' : 'private, no-cache';
