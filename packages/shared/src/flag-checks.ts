import { z } from 'zod';
import { updateBody, wholeNumber } from './fields.js';
import {
  DTR_DISTANCE_MAX,
  DTR_DISTANCE_MIN,
  FLAG_CODES,
  PHOTO_DISTANCE_MAX,
  REWORK_LIMIT_MAX,
  REWORK_LIMIT_MIN,
  type Flag,
  type FlagChecks,
  type PhotoPair,
} from './flags.js';
import { INSTALLATION_KINDS } from './review-record.js';

/** Flags (issue 42) as the API answers them; the words and the rule's types are flags.ts. */
const PhotoPairSchema = z.object({
  slot: z.number().int(),
  otherSlot: z.number().int(),
  distance: z.number().int(),
  sameFile: z.boolean(),
}) satisfies z.ZodType<PhotoPair>;

export const FlagSchema = z.object({
  code: z.enum(FLAG_CODES),
  related: z
    .object({
      kind: z.enum(INSTALLATION_KINDS),
      id: z.number().int(),
      serial: z.string(),
      inView: z.boolean(),
      photos: z.array(z.object({ slot: z.number().int(), url: z.string() })),
    })
    .nullable(),
  foundAt: z.string(),
  pairs: z.array(PhotoPairSchema).optional(),
  identity: z.object({ value: z.string(), otherValue: z.string() }).optional(),
  dtr: z
    .object({
      dtrSno: z.string(),
      distanceMeters: z.number(),
      meters: z.number().int(),
      limitMeters: z.number(),
    })
    .optional(),
  area: z
    .object({
      areaKind: z.enum(['circle', 'division']),
      area: z.string(),
      circle: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      within: z.string().nullable(),
    })
    .optional(),
  rework: z.object({ rejections: z.number().int(), limit: z.number().int() }).optional(),
}) satisfies z.ZodType<Flag>;

/** GET /meters/{id}/flags, GET /modems/{id}/flags: what the checks found on the installation. */
export const FlagsResponse = z.object({ success: z.literal(true), data: z.array(FlagSchema) });

/** The checks' setting (issue 42) as the super admin changes it, on the Review Targets page. */
export const FLAG_CHECK_MESSAGES = {
  photoDistance: `Photos match within a whole number of bits from 0 to ${PHOTO_DISTANCE_MAX}`,
  dtrDistance: `The distance from a DTR is a whole number of metres from ${DTR_DISTANCE_MIN} to ${DTR_DISTANCE_MAX.toLocaleString('en-IN')}`,
  reworkLimit: `The rejections allowed are a whole number from ${REWORK_LIMIT_MIN} to ${REWORK_LIMIT_MAX}`,
  saved: 'The checks are saved',
  pruned: (flags: number) =>
    `The checks are saved; ${flags === 1 ? 'one photo match no longer holds and was' : `${flags} photo matches no longer hold and were`} removed`,
  rechecking: 'The checks are saved; the stored photos are being checked again',
} as const;

export const FlagChecksSchema = z.object({
  photoDistance: z
    .number({ error: FLAG_CHECK_MESSAGES.photoDistance })
    .int(FLAG_CHECK_MESSAGES.photoDistance)
    .min(0, FLAG_CHECK_MESSAGES.photoDistance)
    .max(PHOTO_DISTANCE_MAX, FLAG_CHECK_MESSAGES.photoDistance),
  dtrDistanceMeters: z
    .number({ error: FLAG_CHECK_MESSAGES.dtrDistance })
    .int(FLAG_CHECK_MESSAGES.dtrDistance)
    .min(DTR_DISTANCE_MIN, FLAG_CHECK_MESSAGES.dtrDistance)
    .max(DTR_DISTANCE_MAX, FLAG_CHECK_MESSAGES.dtrDistance),
  reworkLimit: z
    .number({ error: FLAG_CHECK_MESSAGES.reworkLimit })
    .int(FLAG_CHECK_MESSAGES.reworkLimit)
    .min(REWORK_LIMIT_MIN, FLAG_CHECK_MESSAGES.reworkLimit)
    .max(REWORK_LIMIT_MAX, FLAG_CHECK_MESSAGES.reworkLimit),
}) satisfies z.ZodType<FlagChecks>;

/**
 * The stored photos checked again after the distance was raised: how many installations with photos are done of
 * how many, since when; `finishedAt` null while it runs.
 */
export const PhotoRecheckSchema = z.object({
  checked: z.number().int(),
  total: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PhotoRecheckProgress = z.infer<typeof PhotoRecheckSchema>;

/** GET /settings/flag-checks: the setting, its version (0: never set), who set it last, and the last re-check. */
export const FlagChecksSetting = FlagChecksSchema.extend({
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  recheck: PhotoRecheckSchema.nullable(),
});
export type FlagChecksSetting = z.infer<typeof FlagChecksSetting>;
export const FlagChecksResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: FlagChecksSetting,
});

/** PUT /settings/flag-checks: the setting, with the version read (409 when another change came first). */
export const ChangeFlagChecks = updateBody({ version: wholeNumber(0), ...FlagChecksSchema.shape });
export type ChangeFlagChecks = z.infer<typeof ChangeFlagChecks>;
