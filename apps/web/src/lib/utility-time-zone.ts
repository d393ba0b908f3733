import type { SettingsResponse } from '@smms/shared';
import { api } from './api-client';
import { setUtilityTimeZone } from './format-date';

/**
 * Asks the server once for the utility's time zone and its offset (GET /settings) and sets them for every
 * date on screen. If the call fails the default zone stays (the server's own default), and the page still opens.
 */
export async function loadUtilityTimeZone(): Promise<void> {
  try {
    const settings = await api.get<SettingsResponse>('/settings', { redirectOn401: false });
    setUtilityTimeZone(settings.timeZone, settings.utcOffsetMinutes);
  } catch {
    // The page opens with the default zone; its own calls will say what is wrong with the server.
  }
}
