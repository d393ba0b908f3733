import { z } from 'zod';

// Apart from time-zone.ts, whose helpers the login page uses without zod (issue 12: initial JavaScript).
/** GET /api/v1/settings: what every screen needs before it shows a date (public, no personal data). */
export const SettingsResponse = z.object({
  success: z.literal(true),
  /** The utility's IANA time zone: every date on screen and in a CSV is its wall-clock time. */
  timeZone: z.string(),
});
export type SettingsResponse = z.infer<typeof SettingsResponse>;
