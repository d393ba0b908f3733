import { z } from 'zod';
import { FLAG_CODES, type Flag, type PhotoPair } from './flags.js';
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
}) satisfies z.ZodType<Flag>;

/** GET /meters/{id}/flags, GET /modems/{id}/flags: what the checks found on the installation. */
export const FlagsResponse = z.object({ success: z.literal(true), data: z.array(FlagSchema) });
