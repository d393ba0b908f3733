import { z } from 'zod';

// Apart from time-zone.ts, whose helpers the login page uses without zod (issue 12: initial JavaScript).
/** GET /api/v1/settings: what every screen needs before it shows a date (public, no personal data). */
export const SettingsResponse = z.object({
  success: z.literal(true),
  /** The utility's IANA time zone: every date on screen and in a CSV is its wall-clock time. */
  timeZone: z.string(),
  /**
   * The zone's offset from UTC in minutes when it is fixed (fixedUtcOffset: Asia/Kolkata's is 330), else null:
   * the console then adds it to write a date instead of asking the browser's Intl.
   */
  utcOffsetMinutes: z.number().int().nullable(),
  /** The map's tile server (issue 42): a URL template ({z}/{x}/{y}) and its credit; null: the areas on a grid. */
  mapTiles: z.object({ url: z.string(), attribution: z.string().nullable() }).nullable(),
});
export type SettingsResponse = z.infer<typeof SettingsResponse>;
