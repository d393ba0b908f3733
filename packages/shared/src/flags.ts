import type { InstallationKind } from './review-record.js';

/**
 * Flags (issue 42): what the checks SMMS runs on every installation found that no single review can see. Each
 * flag is a finding about one installation, often with another it matches; each says why in words, with a link.
 * No zod here: the screens read the words. The setting's schema is flag-checks.ts.
 */
export const FLAG_CODES = [
  'photo-match',
  'same-meter-number',
  'same-modem-number',
  'same-service-number',
  'far-from-dtr',
  'outside-area',
  'reworked',
] as const;
export type FlagCode = (typeof FLAG_CODES)[number];

export const FLAG_WORDS = {
  'photo-match': 'Photo matches another installation',
  'same-meter-number': 'Meter number also on another installation',
  'same-modem-number': 'Modem number also on another modem',
  'same-service-number': 'Service number also on another modem',
  'far-from-dtr': 'Far from the other meters on its DTR',
  'outside-area': 'Outside the outline of its circle or division',
  reworked: 'Rejected more times than allowed',
} as const satisfies Record<FlagCode, string>;

/**
 * The identity checks: the numbers each kind is compared by, with the others of its kind, by key (letters and
 * digits, upper-cased: "SM-0042" and "sm0042" are one number). A meter's number is unique as written, not as a key;
 * two modems may name one meter or one service connection, which is what these find.
 */
export const IDENTITY_CHECKS = {
  meter: ['same-meter-number'],
  modem: ['same-modem-number', 'same-meter-number', 'same-service-number'],
} as const satisfies Record<InstallationKind, readonly FlagCode[]>;
export type IdentityCode = (typeof IDENTITY_CHECKS)[InstallationKind][number];

/**
 * The flags each kind can carry: a photo match, its identity checks, a meter standing far from its DTR's others
 * (modems name no DTR), coordinates outside the outline of its circle or division, and rejected more times than
 * the super admin allows.
 */
export const FLAG_CODES_OF = {
  meter: ['photo-match', ...IDENTITY_CHECKS.meter, 'far-from-dtr', 'outside-area', 'reworked'],
  modem: ['photo-match', ...IDENTITY_CHECKS.modem, 'outside-area', 'reworked'],
} as const satisfies Record<InstallationKind, readonly FlagCode[]>;

/**
 * The lists' Flags filter (its URL parameter `flag`): installations with any flag, or with one kind of flag. No
 * "not flagged": the flagged are the few a reviewer looks for, and the rest is the list itself.
 */
export const FLAG_FILTERS_OF = {
  meter: ['any', ...FLAG_CODES_OF.meter],
  modem: ['any', ...FLAG_CODES_OF.modem],
} as const satisfies Record<InstallationKind, readonly ('any' | FlagCode)[]>;
/** Every kind's Flags filter values: what a claim made from either kind's list may name. */
export const FLAG_FILTERS = ['any', ...FLAG_CODES] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

/** The number an identity flag compares, in words. */
const IDENTITY_FIELD: Record<IdentityCode, string> = {
  'same-meter-number': 'Meter number',
  'same-modem-number': 'Modem number',
  'same-service-number': 'Service number',
};

/** What the DTR check found: how far the meter stands from the middle of its DTR's meters, of how many, above what. */
export interface DtrDistance {
  dtrSno: string;
  distanceMeters: number;
  meters: number;
  limitMeters: number;
}

/** What the area check found: the outlined area the coordinates lie outside (its circle, else its division). */
export interface AreaMiss {
  areaKind: 'circle' | 'division';
  area: string;
  /** The circle it is in: a division's name alone can repeat. */
  circle: string;
  latitude: number;
  longitude: number;
  /** The outlined circle the coordinates lie in, or null: none. */
  within: string | null;
}

/** What the rework check found: how many times the installation was rejected, above what. */
export interface ReworkCount {
  rejections: number;
  limit: number;
}

/** What an identity flag found: this installation's number and the other's, as each was written. */
export interface IdentityMatch {
  value: string;
  otherValue: string;
}

/** The checks' settings, set by the super admin. */
export interface FlagChecks {
  /**
   * Two photos match when their difference hashes differ in at most this many of 64 bits (0: the same picture
   * only). The same file always matches.
   */
  photoDistance: number;
  /** A meter stands far from its DTR when it is more than this many metres from the middle of the DTR's meters. */
  dtrDistanceMeters: number;
  /** An installation is flagged once it has been rejected more than this many times (each a rework). */
  reworkLimit: number;
}

/**
 * A DTR's middle is the median latitude and longitude of its meters with coordinates, once it has at least this
 * many: of three, one astray leaves the middle on the other two; of two, neither can be told to be the stray.
 */
export const DTR_MIN_METERS = 3;
export const DTR_DISTANCE_MIN = 100;
export const DTR_DISTANCE_MAX = 50_000;
export const REWORK_LIMIT_MIN = 1;
export const REWORK_LIMIT_MAX = 20;

/** Up to 7 bits: what the fingerprint index finds at any size (multi-index hashing over four bands). */
export const PHOTO_DISTANCE_MAX = 7;

/**
 * Three bits: a photo re-saved smaller or re-compressed mostly stays within two of its original (up to six,
 * docs/review.md "Photo matches"), while different photos of like scenes (the same meter model on a like wall)
 * come within five or six.
 */
export const FLAG_CHECKS_DEFAULT: FlagChecks = { photoDistance: 3, dtrDistanceMeters: 2_000, reworkLimit: 2 };

/** One photo of this installation against one of the other's. */
export interface PhotoPair {
  slot: number;
  otherSlot: number;
  /** Bits of 64 the difference hashes differ in; 0 and `sameFile` for the same bytes. */
  distance: number;
  sameFile: boolean;
}

/** One photo of an installation, at its current version. */
export interface FlagPhoto {
  slot: number;
  url: string;
}

/**
 * The other installation a flag names, as a link shows it. One outside the viewer's area (another AE_ADMIN's
 * officers') is named by its kind only: `inView` false, no id, serial or photos.
 */
export interface FlagSubject {
  kind: InstallationKind;
  /** 0 when not in view. */
  id: number;
  /** Its serial number (meter or modem number); '' when not in view. */
  serial: string;
  inView: boolean;
  /** Its photos that the flag's pairs name, to be shown beside this installation's. */
  photos: FlagPhoto[];
}

export interface Flag {
  code: FlagCode;
  related: FlagSubject | null;
  /** When the check found it. */
  foundAt: string;
  /** photo-match: the photos that match. */
  pairs?: PhotoPair[];
  /** An identity flag: the two numbers. */
  identity?: IdentityMatch;
  /** far-from-dtr: the distance found. */
  dtr?: DtrDistance;
  /** outside-area: the area whose outline it is outside. */
  area?: AreaMiss;
  /** reworked: the rejections counted. */
  rework?: ReworkCount;
}

const KIND_WORD: Record<InstallationKind, string> = { meter: 'meter', modem: 'modem' };

/** "meter SM0001", or "a meter outside your area". */
export const subjectWords = (other: FlagSubject) =>
  other.inView ? `${KIND_WORD[other.kind]} ${other.serial}` : `a ${KIND_WORD[other.kind]} outside your area`;

/** Why one pair matches, in words: "Photo 2 is the same file as photo 3 of meter SM0001". */
export function photoPairWords(pair: PhotoPair, other: FlagSubject): string {
  const of = `photo ${pair.otherSlot} of ${subjectWords(other)}`;
  if (pair.sameFile) return `Photo ${pair.slot} is the same file as ${of}`;
  if (pair.distance === 0) return `Photo ${pair.slot} is the same picture as ${of}`;
  return `Photo ${pair.slot} looks like ${of} (${pair.distance} of 64 fingerprint bits differ)`;
}

const isIdentity = (code: FlagCode): code is IdentityCode =>
  (IDENTITY_CHECKS.modem as readonly FlagCode[]).includes(code);

/** Why an identity flag was raised: "Service number 0042-17 is also 004217 on modem MD0001". */
export function identityWords(code: IdentityCode, match: IdentityMatch, other: FlagSubject): string {
  const also = match.otherValue === match.value ? '' : ` ${match.otherValue}`;
  const value = other.inView ? also : '';
  return `${IDENTITY_FIELD[code]} ${match.value} is also${value} on ${subjectWords(other)}`;
}

/** A distance in words: "850 m", "2.4 km". */
export const distanceWords = (metres: number) =>
  metres < 1_000 ? `${Math.round(metres)} m` : `${(metres / 1_000).toFixed(metres < 10_000 ? 1 : 0)} km`;

/** Why a meter stands far from its DTR: "Stands 3.2 km from the middle of the 12 meters on DTR D-17 (more than 2.0 km)". */
export const dtrDistanceWords = (found: DtrDistance) =>
  `Stands ${distanceWords(found.distanceMeters)} from the middle of the ${found.meters} meters on DTR ${found.dtrSno} (more than ${distanceWords(found.limitMeters)})`;

/**
 * Why an installation is flagged outside its area: "Its coordinates 27.5020, 77.6620 lie outside the outline of
 * circle Agra, in circle Mathura".
 */
export const areaMissWords = (found: AreaMiss) =>
  `Its coordinates ${found.latitude.toFixed(4)}, ${found.longitude.toFixed(4)} lie outside the outline of ${
    found.areaKind === 'circle' ? `circle ${found.area}` : `division ${found.area} (circle ${found.circle})`
  }${found.within && found.within !== found.circle ? `, in circle ${found.within}` : ''}`;

/** Why an installation is flagged as reworked: "Rejected 3 times, more than the 2 allowed". */
export const reworkWords = (found: ReworkCount) =>
  `Rejected ${found.rejections} times, more than the ${found.limit} allowed`;

/** A flag's reasons, one sentence each. */
export function flagReasons(flag: Flag): string[] {
  if (flag.code === 'photo-match' && flag.related)
    return (flag.pairs ?? []).map((pair) => photoPairWords(pair, flag.related as FlagSubject));
  if (flag.code === 'far-from-dtr' && flag.dtr) return [dtrDistanceWords(flag.dtr)];
  if (flag.code === 'outside-area' && flag.area) return [areaMissWords(flag.area)];
  if (flag.code === 'reworked' && flag.rework) return [reworkWords(flag.rework)];
  if (isIdentity(flag.code) && flag.related && flag.identity)
    return [identityWords(flag.code, flag.identity, flag.related)];
  return [FLAG_WORDS[flag.code]];
}

/** The decision view's Flags section (issue 42). */
export const FLAGS_TEXTS = {
  heading: 'Flags',
  failed: 'The flags could not be loaded.',
  intro: 'Checks found what a single review cannot see. Compare before you decide.',
  thisPhoto: (slot: number) => `Photo ${slot} of this installation`,
  otherPhoto: (slot: number, other: FlagSubject) => `Photo ${slot} of ${subjectWords(other)}`,
  open: (other: FlagSubject) => `Find ${subjectWords(other)}`,
  openDtr: (dtrSno: string) => `Find the meters on DTR ${dtrSno}`,
  notShown: 'Not shown: outside your area',
  noPhoto: 'No longer stored',
  /** The exports' last column: what each installation is flagged for, in words. */
  exportColumn: 'Flags',
  /** A list's mark beside a flagged installation's number. */
  mark: 'Flagged: see the Flags in its details',
} as const;

/** Each kind of flag as a filter option names it. */
const FLAG_NAMES = {
  'photo-match': 'Photo match',
  'same-meter-number': 'Same meter number',
  'same-modem-number': 'Same modem number',
  'same-service-number': 'Same service number',
  'far-from-dtr': 'Far from its DTR',
  'outside-area': 'Outside its area',
  reworked: 'Rejected too often',
} as const satisfies Record<FlagCode, string>;

/** The Flags filter of each kind's lists (its URL parameter `flag`): the super admin's Flagged queue is one. */
const flagFilter = (kind: InstallationKind) =>
  ({
    param: 'flag',
    label: 'Flag filter',
    all: 'Flagged or not',
    options: FLAG_FILTERS_OF[kind].map((value) => ({
      value,
      label: value === 'any' ? 'Any flag' : FLAG_NAMES[value],
    })),
  }) as const;
export const FLAG_FILTER = { meter: flagFilter('meter'), modem: flagFilter('modem') } as const;
